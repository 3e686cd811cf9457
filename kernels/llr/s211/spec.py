"""s211: statement reordering allows vectorization

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s211(a, b, c, d, e, LEN_1D):
    for i in range(1, (LEN_1D - 1)):
        a[i] = (b[(i - 1)] + (c[i] * d[i]))
        b[i] = (b[(i + 1)] - (e[i] * d[i]))

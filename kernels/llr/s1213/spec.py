"""s1213: dependency needing a temporary

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1213(a, b, c, d, LEN_1D):
    for i in range(1, (LEN_1D - 1)):
        a[i] = (b[(i - 1)] + c[i])
        b[i] = (a[(i + 1)] * d[i])

"""s243: false dependence cycle breaking

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s243(a, b, c, d, e, LEN_1D):
    for i in range(0, (LEN_1D - 1)):
        a[i] = (b[i] + (c[i] * d[i]))
        b[i] = (a[i] + (d[i] * e[i]))
        a[i] = (b[i] + (a[(i + 1)] * d[i]))

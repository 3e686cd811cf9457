"""s242: a[i] = a[i-1] + s1 + s2 + b[i] + c[i] + d[i]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s242(a, b, c, d, LEN_1D, s1, s2):
    for i in range(1, LEN_1D):
        a[i] = (((((a[(i - 1)] + s1) + s2) + b[i]) + c[i]) + d[i])

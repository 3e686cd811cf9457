"""s2244: cycle with true and anti dependence

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2244(a, b, c, e, LEN_1D):
    for i in range(0, (LEN_1D - 1)):
        a[(i + 1)] = (b[i] + e[i])
        a[i] = (b[i] + c[i])

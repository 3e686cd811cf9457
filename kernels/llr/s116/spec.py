"""s116: a[i] = a[i+1] * a[i], unrolled by 5

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s116(a, LEN_1D):
    for i in range(0, (LEN_1D - 5), 5):
        a[i] = (a[(i + 1)] * a[i])
        a[(i + 1)] = (a[(i + 2)] * a[(i + 1)])
        a[(i + 2)] = (a[(i + 3)] * a[(i + 2)])
        a[(i + 3)] = (a[(i + 4)] * a[(i + 3)])
        a[(i + 4)] = (a[(i + 5)] * a[(i + 4)])

"""s162: a[i] = a[i + k] + b[i] * c[i] if k > 0

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s162(a, b, c, LEN_1D, k):
    if (k > 0):
        for i in range(0, (LEN_1D - 1)):
            a[i] = (a[(i + k)] + (b[i] * c[i]))

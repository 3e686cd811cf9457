"""s431: parameter statement, k = 2*k1 - k2 = 0

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s431(a, b, LEN_1D):
    k1 = 1
    k2 = 2
    k = ((2 * k1) - k2)
    for i in range(0, LEN_1D):
        a[i] = (a[(i + k)] + b[i])

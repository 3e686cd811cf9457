"""s122: a[i] += b[LEN_1D - k], variable bounds and stride

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s122(a, b, LEN_1D, n1, n3):
    j = 1
    k = 0
    for i in range((n1 - 1), LEN_1D, n3):
        k += j
        a[i] += b[(LEN_1D - k)]

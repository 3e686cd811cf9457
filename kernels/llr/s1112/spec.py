"""s1112: a[i] = b[i] + 1, i descending (loop reversal)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1112(a, b, LEN_1D):
    for i in range((LEN_1D - 1), 0 - 1, -1):
        a[i] = (b[i] + 1)

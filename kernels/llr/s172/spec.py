"""s172: a[i] += b[i], i = n1-1, n1-1+n3, ...

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s172(a, b, LEN_1D, n1, n3):
    for i in range((n1 - 1), LEN_1D, n3):
        a[i] += b[i]

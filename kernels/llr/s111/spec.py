"""s111: a[i] = a[i-1] + b[i] for odd i (no dependence)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s111(a, b, LEN_1D):
    for i in range(1, LEN_1D, 2):
        a[i] = (a[(i - 1)] + b[i])

"""s322: second order linear recurrence

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s322(a, b, c, LEN_1D):
    for i in range(2, LEN_1D):
        a[i] = ((a[i] + (a[(i - 1)] * b[i])) + (a[(i - 2)] * c[i]))

"""s323: coupled recurrence

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s323(a, b, c, d, e, LEN_1D):
    for i in range(1, LEN_1D):
        a[i] = (b[(i - 1)] + (c[i] * d[i]))
        b[i] = (a[i] + (c[i] * e[i]))

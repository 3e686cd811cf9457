"""s222: partial vectorization, recurrence in the middle

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s222(a, b, c, e, LEN_1D):
    for i in range(1, LEN_1D):
        a[i] += (b[i] * c[i])
        e[i] = (e[(i - 1)] * e[(i - 1)])
        a[i] -= (b[i] * c[i])

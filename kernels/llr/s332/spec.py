"""s332: first value greater than threshold t

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s332(a, index, value, LEN_1D, t):
    idx = (-2)
    v = (-1.0)
    for i in range(0, LEN_1D):
        if (a[i] > t):
            idx = i
            v = a[i]
            break
    index[0] = idx
    value[0] = v

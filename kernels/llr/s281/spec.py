"""s281: index set splitting, reverse data access

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s281(a, b, c, LEN_1D):
    for i in range(0, LEN_1D):
        x = (a[((LEN_1D - i) - 1)] + (b[i] * c[i]))
        a[i] = (x - float(1.0))
        b[i] = x

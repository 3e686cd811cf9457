"""s1281: index set splitting

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1281(a, b, c, d, e, LEN_1D):
    for i in range(0, LEN_1D):
        x = (((b[i] * c[i]) + (a[i] * d[i])) + e[i])
        a[i] = (x - float(1.0))
        b[i] = x

"""s443: arithmetic if

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s443(a, b, c, d, LEN_1D):
    for i in range(0, LEN_1D):
        if (d[i] <= float(0.0)):
            a[i] += (b[i] * c[i])
        else:
            a[i] += (b[i] * b[i])

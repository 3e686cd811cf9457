"""s481: stop statement: return at the first d[i] < 0 (d is drawn positive)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s481(a, b, c, d, LEN_1D):
    for i in range(0, LEN_1D):
        if (d[i] < float(0.0)):
            return
        a[i] += (b[i] * c[i])

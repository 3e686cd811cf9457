"""s221: loop that is partially recursive

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s221(a, b, c, d, LEN_1D):
    for i in range(1, LEN_1D):
        a[i] += (c[i] * d[i])
        b[i] = ((b[(i - 1)] + a[i]) + d[i])

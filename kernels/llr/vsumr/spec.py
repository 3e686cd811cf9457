"""vsumr: vector sum reduction

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vsumr(a, sum, LEN_1D):
    s = 0.0
    for i in range(0, LEN_1D):
        s += a[i]
    sum[0] = s

"""lfk24_first_min: LFK 24: location of the first minimum in an array (x[n/2] set to -1e10 first)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk24_first_min(x, loc, n):
    x[(n // 2)] = float((-1.0e+10))
    m = 0
    for k in range(1, n):
        if (x[k] < x[m]):
            m = k
    loc[0] = m

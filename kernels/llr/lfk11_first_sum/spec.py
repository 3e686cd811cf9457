"""lfk11_first_sum: LFK 11: first sum (prefix sums) x[k] = x[k-1] + y[k]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk11_first_sum(x, y, n):
    x[0] = y[0]
    for k in range(1, n):
        x[k] = (x[(k - 1)] + y[k])

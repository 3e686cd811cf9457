"""lfk12_first_diff: LFK 12: first difference x[k] = y[k+1] - y[k]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk12_first_diff(x, y, n):
    for k in range(0, n):
        x[k] = (y[(k + 1)] - y[k])

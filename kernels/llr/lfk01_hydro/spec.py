"""lfk01_hydro: LFK 1: hydro fragment x[k] = q + y[k] * (r * z[k+10] + t * z[k+11])

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk01_hydro(x, y, z, n, q, r, t):
    for k in range(0, n):
        x[k] = (q + (y[k] * ((r * z[(k + 10)]) + (t * z[(k + 11)]))))

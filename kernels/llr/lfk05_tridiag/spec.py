"""lfk05_tridiag: LFK 5: tri-diagonal elimination, below diagonal: x[i] = z[i] * (y[i] - x[i-1])

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk05_tridiag(x, y, z, n):
    for i in range(1, n):
        x[i] = (z[i] * (y[i] - x[(i - 1)]))

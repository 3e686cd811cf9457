"""lfk04_banded: LFK 4: banded linear equations: three rows of a banded solve, stride-5 inner products

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk04_banded(x, y, n, NX):
    m = ((NX - 7) // 2)
    for k in range(6, NX, m):
        lw = (k - 6)
        temp = x[(k - 1)]
        for j in range(4, n, 5):
            temp -= (x[lw] * y[j])
            lw += 1
        x[(k - 1)] = (y[4] * temp)

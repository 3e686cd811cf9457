"""lfk07_eos: LFK 7: equation of state fragment (u[k..k+6], two nested Horner forms)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk07_eos(x, u, y, z, n, q, r, t):
    for k in range(0, n):
        x[k] = ((u[k] + (r * (z[k] + (r * y[k])))) + (t * ((u[(k + 3)] + (r * (u[(k + 2)] + (r * u[(k + 1)])))) + (t * (u[(k + 6)] + (q * (u[(k + 5)] + (q * u[(k + 4)]))))))))

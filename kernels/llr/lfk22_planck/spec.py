"""lfk22_planck: LFK 22: Planckian distribution w[k] = x[k] / (exp(u[k] / v[k]) - 1)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk22_planck(u, v, x, y, w, n):
    expmax = float(20.0)
    u[(n - 1)] = ((float(0.99) * expmax) * v[(n - 1)])
    for k in range(0, n):
        y[k] = (u[k] / v[k])
        w[k] = (x[k] / (np.exp(y[k]) - float(1.0)))

"""fv_upwind_flux: face-based upwind finite-volume fluxes: res[L] -= F, res[R] += F, F = area * un * phi_upwind

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fv_upwind_flux(res, phi, ux, uy, left, right, nx, ny, farea, NC, NF):
    for c in range(0, NC):
        res[c] = 0
    for f in range(0, NF):
        L = left[f]
        R = right[f]
        un = ((((ux[L] + ux[R]) * nx[f]) + ((uy[L] + uy[R]) * ny[f])) / 2)
        F = ((farea[f] * un) * (phi[L] if (un >= 0) else phi[R]))
        res[L] -= F
        res[R] += F

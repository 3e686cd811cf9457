"""lfk14_pic_1d: LFK 14: 1-D particle in cell: gather fields, push, deposit linear weights on a 2048-cell grid

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk14_pic_1d(vx, xx, xi, ex1, dex1, rx, ix, ir, rh, grd, ex, dex, n, flx):
    for k in range(0, n):
        vx[k] = float(0.0)
        xx[k] = float(0.0)
        ix[k] = int(grd[k])
        xi[k] = float(ix[k])
        ex1[k] = ex[(ix[k] - 1)]
        dex1[k] = dex[(ix[k] - 1)]
    for k in range(0, n):
        vx[k] = ((vx[k] + ex1[k]) + ((xx[k] - xi[k]) * dex1[k]))
        xx[k] = ((xx[k] + vx[k]) + flx)
        ir[k] = int(xx[k])
        rx[k] = (xx[k] - float(ir[k]))
        ir[k] = ((ir[k] & (2048 - 1)) + 1)
        xx[k] = (rx[k] + float(ir[k]))
    for k in range(0, n):
        rh[(ir[k] - 1)] += (float(1.0) - rx[k])
        rh[ir[k]] += rx[k]

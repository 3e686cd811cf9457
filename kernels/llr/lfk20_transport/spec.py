"""lfk20_transport: LFK 20: discrete ordinates transport: conditional recurrence on xx

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk20_transport(x, xx, y, g, z, u, v, w, vx, n, dk, s, t):
    dw = float(0.2)
    for k in range(0, n):
        di = (y[k] - (g[k] / (xx[k] + dk)))
        dn = dw
        if (di != float(0.0)):
            dn = (z[k] / di)
            if (t < dn):
                dn = t
            if (s > dn):
                dn = s
        x[k] = ((((w[k] + (v[k] * dn)) * xx[k]) + u[k]) / (vx[k] + (v[k] * dn)))
        xx[(k + 1)] = (((x[k] - xx[k]) * dn) + xx[k])

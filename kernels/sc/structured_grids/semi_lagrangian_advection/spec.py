"""semi_lagrangian_advection: one 1-D semi-Lagrangian advection step on NROW periodic rows
(midpoint departure points, cubic Lagrange interpolation)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def semi_lagrangian_advection(qnew, q, u, NROW, NX, cfl):
    for r in prange(NROW):
        for i in range(NX):
            a = cfl * u[r, i]
            for it in range(2):
                xm = i - 0.5 * a
                fl = math.floor(xm)
                f = xm - fl
                j = int(fl)
                a = cfl * ((1 - f) * u[r, j % NX] + f * u[r, (j + 1) % NX])
            xd = i - a
            fl = math.floor(xd)
            f = xd - fl
            j = int(fl)
            w0 = -f * (f - 1) * (f - 2) / 6
            w1 = (f + 1) * (f - 1) * (f - 2) / 2
            w2 = -(f + 1) * f * (f - 2) / 2
            w3 = (f + 1) * f * (f - 1) / 6
            qnew[r, i] = (w0 * q[r, (j - 1) % NX] + w1 * q[r, j % NX] + w2 * q[r, (j + 1) % NX]
                          + w3 * q[r, (j + 2) % NX])

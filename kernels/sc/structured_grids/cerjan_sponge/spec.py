"""cerjan_sponge: Cerjan absorbing sponge, per-axis profiles g(d) = exp(-(a (NB - d))^2) within NB cells
of the five absorbing faces (the top, k = 0, is a free surface), applied to three velocity fields."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def damp(d, nb, a):
    if d >= nb:
        return 1.0
    s = a * (nb - d)
    return math.exp(-(s * s))


def cerjan_sponge(gx, gy, gz, vx, vy, vz, NZ, NY, NX, NB, a):
    for i in range(NX):
        gx[i] = damp(min(i, NX - 1 - i), NB, a)
    for j in range(NY):
        gy[j] = damp(min(j, NY - 1 - j), NB, a)
    for k in range(NZ):
        gz[k] = damp(NZ - 1 - k, NB, a)
    for k in prange(NZ):
        for j in range(NY):
            gzy = gz[k] * gy[j]
            for i in range(NX):
                g = gzy * gx[i]
                vx[k, j, i] *= g
                vy[k, j, i] *= g
                vz[k, j, i] *= g

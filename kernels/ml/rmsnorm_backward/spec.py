"""rmsnorm_backward: RMS normalization backward from the saved per-row 1/rms rstd: dX = rstd dY weight - X b per row,
b = rstd^3 mean_c(dY weight X), and dweight = sum over rows of dY X rstd."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rmsnorm_backward(dX, dweight, dY, X, rstd, weight, R, C):
    for r in prange(R):
        s = rstd[r]
        b = 0.0
        for c in range(C):
            b += dY[r, c] * weight[c] * X[r, c]
        b *= s * s * s / C
        for c in range(C):
            dX[r, c] = s * dY[r, c] * weight[c] - X[r, c] * b
    for c in prange(C):
        sw = 0.0
        for r in range(R):
            sw += dY[r, c] * X[r, c] * rstd[r]
        dweight[c] = sw

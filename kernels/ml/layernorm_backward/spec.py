"""layernorm_backward: layer normalization backward from the saved per-row mean and 1/std rstd: dX, dgamma, dbeta.

With g = dY gamma and xhat = (X - mean) rstd: dX = rstd (g - mean_c g - xhat mean_c(g xhat)) per row,
dgamma = sum over rows of dY xhat, dbeta = sum over rows of dY."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def layernorm_backward(dX, dgamma, dbeta, dY, X, mean, rstd, gamma, R, C):
    for r in prange(R):
        m = mean[r]
        s = rstd[r]
        a = 0.0
        b = 0.0
        for c in range(C):
            g = dY[r, c] * gamma[c]
            a += g
            b += g * (X[r, c] - m) * s
        a /= C
        b /= C
        for c in range(C):
            g = dY[r, c] * gamma[c]
            xhat = (X[r, c] - m) * s
            dX[r, c] = s * (g - a - xhat * b)
    for c in prange(C):
        sg = 0.0
        sb = 0.0
        for r in range(R):
            dy = dY[r, c]
            sb += dy
            sg += dy * (X[r, c] - mean[r]) * rstd[r]
        dgamma[c] = sg
        dbeta[c] = sb

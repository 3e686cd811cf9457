"""batchnorm_backward: batch normalization backward from the saved per-channel mean and 1/std (rstd):
dbeta = sum dY, dgamma = sum dY xhat, dX = gamma rstd / cnt (cnt dY - dbeta - xhat dgamma), xhat = (X - mean) rstd."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def batchnorm_backward(dX, dgamma, dbeta, dY, X, mean, rstd, gamma, N, C, H, W):
    cnt = N * H * W
    for c in prange(C):
        m = mean[c]
        r = rstd[c]
        sg = 0.0
        sb = 0.0
        for n in range(N):
            for y in range(H):
                for x in range(W):
                    dy = dY[n, c, y, x]
                    sb += dy
                    sg += dy * (X[n, c, y, x] - m) * r
        dgamma[c] = sg
        dbeta[c] = sb
        k1 = gamma[c] * r / cnt
        for n in range(N):
            for y in range(H):
                for x in range(W):
                    xhat = (X[n, c, y, x] - m) * r
                    dX[n, c, y, x] = k1 * (cnt * dY[n, c, y, x] - sb - xhat * sg)

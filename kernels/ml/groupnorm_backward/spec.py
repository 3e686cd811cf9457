"""groupnorm_backward: group normalization backward from the saved per-(sample, group) mean and 1/std (rstd):
with q = dY gamma and xhat = (X - mean) rstd over a group, dX = rstd (q - mean(q) - xhat mean(q xhat));
dgamma[c] = sum dY xhat, dbeta[c] = sum dY over the batch and the pixels."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def groupnorm_backward(dX, dgamma, dbeta, dY, X, mean, rstd, gamma, N, C, G, H, W):
    CG = C // G
    cnt = CG * H * W
    for n in range(N):
        for g in prange(G):
            m = mean[n, g]
            s = rstd[n, g]
            a = 0.0
            b = 0.0
            for c in range(g * CG, (g + 1) * CG):
                ga = gamma[c]
                for y in range(H):
                    for x in range(W):
                        q = dY[n, c, y, x] * ga
                        a += q
                        b += q * (X[n, c, y, x] - m) * s
            a /= cnt
            b /= cnt
            for c in range(g * CG, (g + 1) * CG):
                ga = gamma[c]
                for y in range(H):
                    for x in range(W):
                        xhat = (X[n, c, y, x] - m) * s
                        dX[n, c, y, x] = s * (dY[n, c, y, x] * ga - a - xhat * b)
    for c in prange(C):
        sg = 0.0
        sb = 0.0
        for n in range(N):
            m = mean[n, c // CG]
            s = rstd[n, c // CG]
            for y in range(H):
                for x in range(W):
                    dy = dY[n, c, y, x]
                    sb += dy
                    sg += dy * (X[n, c, y, x] - m) * s
        dgamma[c] = sg
        dbeta[c] = sb

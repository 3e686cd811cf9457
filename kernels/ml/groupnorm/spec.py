"""groupnorm: group normalization of NCHW: for each n and group g of C/G consecutive channels, the mean and
then the variance of the deviations over the group's C/G * H * W elements (in memory order); eps added to
the variance; Y = (X - mean) / sqrt(var + eps) * gamma[c] + beta[c]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def groupnorm(Y, X, gamma, beta, N, C, G, H, W, eps):
    CG = C // G
    cnt = CG * H * W
    for n in range(N):
        for g in prange(G):
            m = 0.0
            for c in range(g * CG, (g + 1) * CG):
                for y in range(H):
                    for x in range(W):
                        m += X[n, c, y, x]
            m /= cnt
            v = 0.0
            for c in range(g * CG, (g + 1) * CG):
                for y in range(H):
                    for x in range(W):
                        d = X[n, c, y, x] - m
                        v += d * d
            v /= cnt
            r = 1.0 / np.sqrt(v + eps)
            for c in range(g * CG, (g + 1) * CG):
                for y in range(H):
                    for x in range(W):
                        Y[n, c, y, x] = (X[n, c, y, x] - m) * r * gamma[c] + beta[c]

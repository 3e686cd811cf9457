"""instancenorm: instance normalization of NCHW: for each (n, c) the mean and then the variance of the
deviations over its H * W elements (in memory order); eps added to the variance;
Y = (X - mean) / sqrt(var + eps) * gamma[c] + beta[c]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def instancenorm(Y, X, gamma, beta, N, C, H, W, eps):
    for c in prange(C):
        for n in range(N):
            m = 0.0
            for y in range(H):
                for x in range(W):
                    m += X[n, c, y, x]
            m /= H * W
            v = 0.0
            for y in range(H):
                for x in range(W):
                    d = X[n, c, y, x] - m
                    v += d * d
            v /= H * W
            r = 1.0 / np.sqrt(v + eps)
            for y in range(H):
                for x in range(W):
                    Y[n, c, y, x] = (X[n, c, y, x] - m) * r * gamma[c] + beta[c]

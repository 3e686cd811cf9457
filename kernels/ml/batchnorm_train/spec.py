"""batchnorm_train: batch normalization in training mode: per-channel batch mean and biased variance of X (N, C, H, W) over N, H, W, then Y = (X - mean) / sqrt(var + eps) * gamma + beta."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def batchnorm_train(Y, mean, var, X, gamma, beta, N, C, H, W, eps):
    inv = 1.0 / (N * H * W)
    for c in prange(C):
        m = 0.0
        for n in range(N):
            for y in range(H):
                for x in range(W):
                    m += X[n, c, y, x]
        m *= inv
        v = 0.0
        for n in range(N):
            for y in range(H):
                for x in range(W):
                    d = X[n, c, y, x] - m
                    v += d * d
        v *= inv
        mean[c] = m
        var[c] = v
        r = 1.0 / np.sqrt(v + eps)
        g = gamma[c]
        b = beta[c]
        for n in range(N):
            for y in range(H):
                for x in range(W):
                    Y[n, c, y, x] = (X[n, c, y, x] - m) * r * g + b

"""rmsnorm: RMS normalization over the last dimension: Y = X / sqrt(mean(X^2) + eps) * weight."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rmsnorm(Y, X, weight, R, C, eps):
    for r in prange(R):
        ss = 0.0
        for c in range(C):
            ss += X[r, c] * X[r, c]
        inv = 1.0 / np.sqrt(ss / C + eps)
        for c in range(C):
            Y[r, c] = X[r, c] * inv * weight[c]

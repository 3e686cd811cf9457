"""layernorm: layer normalization over the last dimension: Y = (X - mean) / sqrt(var + eps) * gamma + beta
(two-pass mean and biased variance per row)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def layernorm(Y, X, gamma, beta, R, C, eps):
    for r in prange(R):
        mean = 0.0
        for c in range(C):
            mean += X[r, c]
        mean /= C
        var = 0.0
        for c in range(C):
            d = X[r, c] - mean
            var += d * d
        var /= C
        inv = 1.0 / np.sqrt(var + eps)
        for c in range(C):
            Y[r, c] = (X[r, c] - mean) * inv * gamma[c] + beta[c]

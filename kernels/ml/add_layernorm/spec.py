"""add_layernorm: fused residual add + layer normalization: S = X + Res (stored), Y = layernorm(S) per row
(mean, then the variance of the deviations, both over the row's C elements; eps added to the variance)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def add_layernorm(Y, S, X, Res, gamma, beta, R, C, eps):
    for r in prange(R):
        m = 0.0
        for c in range(C):
            S[r, c] = X[r, c] + Res[r, c]
            m += S[r, c]
        m /= C
        v = 0.0
        for c in range(C):
            d = S[r, c] - m
            v += d * d
        v /= C
        inv = 1.0 / np.sqrt(v + eps)
        for c in range(C):
            Y[r, c] = (S[r, c] - m) * inv * gamma[c] + beta[c]

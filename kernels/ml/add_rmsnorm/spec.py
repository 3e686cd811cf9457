"""add_rmsnorm: fused residual add + RMS normalization: S = X + Res (stored), Y = S / sqrt(mean(S^2) + eps) * weight."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def store(x):
    """S is stored, then read back: at f16/bf16 the check makes this the rounding to the 16-bit storage."""
    return x


def add_rmsnorm(Y, S, X, Res, weight, R, C, eps):
    for r in prange(R):
        ss = 0.0
        for c in range(C):
            S[r, c] = store(X[r, c] + Res[r, c])
            s = S[r, c]
            ss += s * s
        inv = 1.0 / np.sqrt(ss / C + eps)
        for c in range(C):
            Y[r, c] = S[r, c] * inv * weight[c]

"""swiglu_up: fused SwiGLU up-projection H = silu(X Wg^T) * (X Wu^T) (X is M x K, Wg and Wu are F x K)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def swiglu_up(H, X, Wg, Wu, M, F, K):
    for i in prange(M):
        for f in range(F):
            g = 0.0
            u = 0.0
            for k in range(K):
                x = X[i, k]
                g += x * Wg[f, k]
                u += x * Wu[f, k]
            H[i, f] = g / (1 + np.exp(-g)) * u

"""lora_linear: linear layer with a low-rank adapter, Y = X W^T + scale (X A^T) Bm^T (W is N x K, A is RK x K, Bm is N x RK)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lora_linear(Y, X, W, A, Bm, M, N, K, RK, scale):
    sc = float(scale)
    for i in prange(M):
        t = np.empty(RK, dtype=X.dtype)
        for r in range(RK):
            s = 0.0
            for k in range(K):
                s += X[i, k] * A[r, k]
            t[r] = s * sc
        for j in range(N):
            s = 0.0
            for k in range(K):
                s += X[i, k] * W[j, k]
            for r in range(RK):
                s += t[r] * Bm[j, r]
            Y[i, j] = s

"""linear_residual: fused linear + residual Y = X W^T + b + R (the bias starts the dot product, R is added last)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_residual(Y, X, W, b, R, M, N, K):
    for i in prange(M):
        for j in range(N):
            s = b[j]
            for k in range(K):
                s += X[i, k] * W[j, k]
            Y[i, j] = s + R[i, j]

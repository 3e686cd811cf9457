"""matmul_scale_residual_clamp: Y = min(max(alpha (X W) + R, -c), c), X is M x K, W is K x N (no bias):
a scaled matmul, a residual add and a symmetric clamp."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def matmul_scale_residual_clamp(Y, X, W, R, M, N, K, alpha, c):
    Z = np.dot(X, W)
    for i in prange(M):
        for j in range(N):
            v = alpha * Z[i, j] + R[i, j]
            if v < -c:
                v = -c
            if v > c:
                v = c
            Y[i, j] = v

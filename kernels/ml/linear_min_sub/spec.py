"""linear_min_sub: Y = min(X W^T + b, c) - c, X is M x K, W is N x K (PyTorch's Linear, then a min with
a constant and the constant subtracted: every output is <= 0)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_min_sub(Y, X, W, b, M, N, K, c):
    Z = np.dot(X, W.T)
    for i in prange(M):
        for j in range(N):
            z = Z[i, j] + b[j]
            if z > c:
                z = c
            Y[i, j] = z - c

"""linear_backward_weight: gradients of a linear layer's weight and bias, dW = dY^T X (N, K) and db = the column sums of dY (M, N)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_backward_weight(dW, db, dY, X, M, N, K):
    for j in prange(N):
        for k in range(K):
            s = 0.0
            for i in range(M):
                s += dY[i, j] * X[i, k]
            dW[j, k] = s
        s = 0.0
        for i in range(M):
            s += dY[i, j]
        db[j] = s

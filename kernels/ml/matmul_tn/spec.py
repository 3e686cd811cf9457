"""matmul_tn: matrix product with the first operand transposed, Y = X^T W, X (K, M), W (K, N), Y (M, N)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def matmul_tn(Y, X, W, M, N, K):
    Y[:, :] = X.T @ W

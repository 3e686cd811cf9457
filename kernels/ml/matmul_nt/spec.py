"""matmul_nt: matrix product with the second operand transposed, Y = X W^T (X is M x K, W is N x K)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def matmul_nt(Y, X, W, M, N, K):
    Y[:, :] = np.dot(X, W.T)

"""linear: linear layer Y = X W^T + b (PyTorch layout: X is M x K, W is N x K, b has N entries)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear(Y, X, W, b, M, N, K):
    Y[:, :] = np.dot(X, W.T) + b

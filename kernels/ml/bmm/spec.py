"""bmm: batched matrix product Y[b] = X[b] W[b] (X[b] is M x K, W[b] is K x N)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bmm(Y, X, W, B, M, N, K):
    for p in range(B):
        Y[p] = np.dot(X[p], W[p])

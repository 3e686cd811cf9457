"""prod_reduce_dim1: product over the middle dimension of a B x M x N tensor,
Y[b, n] = X[b, 0, n] * X[b, 1, n] * ... * X[b, M-1, n] (torch.prod(x, dim=1)), multiplied in order of m."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def prod_reduce_dim1(Y, X, B, M, N):
    for b in prange(B):
        Y[b, :] = X[b, 0, :]
        for m in range(1, M):
            Y[b, :] = Y[b, :] * X[b, m, :]

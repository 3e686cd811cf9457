"""min_reduce_dim1: minimum over the middle dimension of a B x M x N tensor,
Y[b, n] = min over m of X[b, m, n] (torch.min(x, dim=1).values)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def min_reduce_dim1(Y, X, B, M, N):
    for b in prange(B):
        Y[b, :] = X[b, 0, :]
        for m in range(1, M):
            Y[b, :] = np.minimum(Y[b, :], X[b, m, :])

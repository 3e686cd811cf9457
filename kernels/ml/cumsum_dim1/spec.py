"""cumsum_dim1: inclusive cumulative sum along the middle dimension of a B x L x D tensor,
Y[b, l, :] = X[b, 0, :] + ... + X[b, l, :] (torch.cumsum(x, dim=1)), summed in order of l."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cumsum_dim1(Y, X, B, L, D):
    for b in prange(B):
        Y[b, 0, :] = X[b, 0, :]
        for l in range(1, L):
            Y[b, l, :] = Y[b, l - 1, :] + X[b, l, :]

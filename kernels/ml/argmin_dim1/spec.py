"""argmin_dim1: index of the first minimum over the middle dimension of a B x M x N tensor,
idx[b, n] = the smallest m with X[b, m, n] = min over m' of X[b, m', n] (torch.argmin(x, dim=1))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def argmin_dim1(idx, X, B, M, N):
    for b in prange(B):
        for n in range(N):
            best = X[b, 0, n]
            at = 0
            for m in range(1, M):
                if X[b, m, n] < best:
                    best = X[b, m, n]
                    at = m
            idx[b, n] = at

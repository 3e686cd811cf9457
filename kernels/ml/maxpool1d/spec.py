"""maxpool1d: 1-D max pooling of NCL, window K, stride S, no padding: Y[n, c, t] = max over i < K of
X[n, c, t S + i] (the first maximum kept, values copied as stored)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def maxpool1d(Y, X, B, C, L, K, S, OL):
    for c in prange(C):
        for n in range(B):
            for t in range(OL):
                best = X[n, c, t * S]
                for i in range(1, K):
                    if X[n, c, t * S + i] > best:
                        best = X[n, c, t * S + i]
                Y[n, c, t] = best

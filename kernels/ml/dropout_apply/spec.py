"""dropout_apply: apply a dropout mask: Y[i] = X[i] / (1 - p) where mask[i] is nonzero, else 0."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dropout_apply(Y, X, mask, N, p):
    keep = 1.0 / (1.0 - p)
    for i in prange(N):
        if mask[i] != 0:
            Y[i] = X[i] * keep
        else:
            Y[i] = 0

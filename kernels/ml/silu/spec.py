"""silu: SiLU (swish) y = x / (1 + exp(-x))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def silu(Y, X, N):
    for i in prange(N):
        x = X[i]
        Y[i] = x / (1 + np.exp(-x))

"""softplus: softplus Y = log(1 + exp(x)), computed as log1p(exp(x)), and Y = x above 20 (as PyTorch)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def softplus(Y, X, N):
    for i in prange(N):
        x = X[i]
        Y[i] = x if x > 20 else np.log1p(np.exp(x))

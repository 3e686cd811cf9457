"""leaky_relu: leaky ReLU, Y = x if x > 0 else slope x."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def leaky_relu(Y, X, N, slope):
    for i in prange(N):
        x = X[i]
        Y[i] = x if x > 0 else x * slope

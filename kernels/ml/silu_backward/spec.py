"""silu_backward: gradient of SiLU, dX = dY s (1 + X (1 - s)), s = sigmoid(X), elementwise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def silu_backward(dX, dY, X, N):
    for i in prange(N):
        x = X[i]
        s = 1 / (1 + np.exp(-x))
        dX[i] = dY[i] * s * (1 + x * (1 - s))

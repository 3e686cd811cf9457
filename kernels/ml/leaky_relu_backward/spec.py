"""leaky_relu_backward: gradient of leaky ReLU from its input: dX = dY where x > 0, else slope dY.
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def leaky_relu_backward(dX, dY, X, N, slope):
    for i in prange(N):
        if X[i] > 0:
            dX[i] = dY[i]
        else:
            dX[i] = slope * dY[i]

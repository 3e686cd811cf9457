"""sigmoid_backward: gradient of the logistic sigmoid from its output: dX = dY y (1 - y).
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sigmoid_backward(dX, dY, Y, N):
    for i in prange(N):
        y = Y[i]
        dX[i] = dY[i] * y * (1.0 - y)

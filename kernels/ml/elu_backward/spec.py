"""elu_backward: gradient of ELU from its input: dX = dY where x > 0, else dY alpha exp(x).
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def elu_backward(dX, dY, X, N, alpha):
    for i in prange(N):
        x = X[i]
        if x > 0:
            dX[i] = dY[i]
        else:
            dX[i] = dY[i] * alpha * np.exp(x)

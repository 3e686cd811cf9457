"""sigmoid: logistic sigmoid, element-wise y = 1 / (1 + exp(-x))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sigmoid(Y, X, N):
    Y[:] = 1.0 / (1.0 + np.exp(-X))

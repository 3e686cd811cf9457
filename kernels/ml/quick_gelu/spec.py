"""quick_gelu: quick GELU, element-wise y = x sigmoid(1.702 x) = x / (1 + exp(-1.702 x))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def quick_gelu(Y, X, N):
    Y[:] = X / (1.0 + np.exp(-1.702 * X))

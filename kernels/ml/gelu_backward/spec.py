"""gelu_backward: gradient of the exact GELU, dX = dY (Phi(x) + x phi(x)), Phi and phi the standard normal CDF and density."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gelu_backward(dX, dY, X, N):
    inv_sqrt2 = 0.70710678118654752440
    inv_sqrt2pi = 0.39894228040143267794
    for i in prange(N):
        x = X[i]
        cdf = 0.5 * (1 + math.erf(x * inv_sqrt2))
        pdf = inv_sqrt2pi * np.exp(-0.5 * x * x)
        dX[i] = dY[i] * (cdf + x * pdf)

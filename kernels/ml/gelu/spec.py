"""gelu: exact GELU Y = 0.5 X (1 + erf(X / sqrt(2))), elementwise."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gelu(Y, X, N):
    for i in prange(N):
        x = X[i]
        Y[i] = 0.5 * x * (1 + math.erf(x * 0.70710678118654752440))

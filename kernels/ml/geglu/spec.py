"""geglu: GEGLU gate Y[r, j] = gelu(X[r, j]) * X[r, H + j], exact GELU gelu(a) = 0.5 a (1 + erf(a / sqrt(2)))."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def geglu(Y, X, R, H):
    for r in prange(R):
        for j in range(H):
            a = X[r, j]
            b = X[r, H + j]
            Y[r, j] = 0.5 * a * (1 + math.erf(a * 0.70710678118654752440)) * b

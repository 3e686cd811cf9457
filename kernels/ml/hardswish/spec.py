"""hardswish: hard swish Y = X min(max(X + 3, 0), 6) / 6, elementwise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hardswish(Y, X, N):
    for i in prange(N):
        x = X[i]
        t = min(max(x + 3, 0.0), 6.0)
        Y[i] = x * t / 6

"""softsign: y = x / (1 + |x|), elementwise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def softsign(Y, X, N):
    Y[:] = X / (1 + np.abs(X))

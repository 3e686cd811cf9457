"""elu: Y = X where X > 0, else alpha (exp(X) - 1) (computed as expm1), elementwise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def elu(Y, X, N, alpha):
    a = float(alpha)
    for i in prange(N):
        x = X[i]
        Y[i] = x if x > 0 else a * np.expm1(x)

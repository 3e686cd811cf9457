"""mish: Mish y = x tanh(softplus(x)), softplus(x) = log1p(exp(x)) (taken as x above 20)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mish(Y, X, N):
    for i in prange(N):
        x = X[i]
        sp = x if x > 20 else np.log1p(np.exp(x))
        Y[i] = x * np.tanh(sp)

"""swiglu: SwiGLU gate Y = silu(X[:, :H]) * X[:, H:] (X holds both halves, R x 2H; silu(a) = a / (1 + exp(-a)))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def swiglu(Y, X, R, H):
    a = X[:, :H]
    Y[:, :] = a / (1.0 + np.exp(-a)) * X[:, H:]

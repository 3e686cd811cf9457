"""prelu: PReLU with one slope per channel on X [B, C, S]: Y[b, c, s] = x if x > 0 else w[c] x."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def prelu(Y, X, w, B, C, S):
    for b in range(B):
        for c in prange(C):
            x = X[b, c]
            Y[b, c] = np.where(x > 0, x, w[c] * x)

"""cumprod: cumulative product along each row, Y[r, c] = X[r, 0] * X[r, 1] * ... * X[r, c]
(torch.cumprod(x, dim=1)), multiplied in order of c."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cumprod(Y, X, R, C):
    for r in prange(R):
        p = X[r, 0] * 0 + 1
        for c in range(C):
            p *= X[r, c]
            Y[r, c] = p

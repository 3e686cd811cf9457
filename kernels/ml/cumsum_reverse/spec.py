"""cumsum_reverse: reverse cumulative sum along each row (torch.flip(torch.cumsum(torch.flip(x, [1]), 1), [1])),
Y[r, c] = X[r, c] + X[r, c+1] + ... + X[r, C-1], summed from the end of the row."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cumsum_reverse(Y, X, R, C):
    for r in prange(R):
        s = X[r, C - 1] * 0
        for c in range(C - 1, -1, -1):
            s += X[r, c]
            Y[r, c] = s

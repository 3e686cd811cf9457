"""fractional_avgpool1d: average pooling over windows from index arrays, shared by all rows:
Y[r, o] = mean of X[r, start[o] : start[o] + m], m = min(wlen[o] + 1, K) entries (1 to K)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fractional_avgpool1d(Y, X, start, wlen, R, L, K, O):
    for r in prange(R):
        for o in range(O):
            s0 = int(start[o])
            m = min(int(wlen[o]) + 1, K)
            Y[r, o] = np.sum(X[r, s0:s0 + m]) / m

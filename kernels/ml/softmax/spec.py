"""softmax: row-wise softmax of an R x C matrix, max-subtracted: Y[r, c] = exp(X[r, c] - m) / sum_c exp(X[r, c] - m)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def softmax(Y, X, R, C):
    for r in prange(R):
        m = X[r, 0]
        for c in range(1, C):
            if X[r, c] > m:
                m = X[r, c]
        s = 0.0
        for c in range(C):
            s += np.exp(X[r, c] - m)
        for c in range(C):
            Y[r, c] = np.exp(X[r, c] - m) / s

"""log_softmax: row-wise log-softmax of X (R, C), Y = x - max - log(sum exp(x - max))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def log_softmax(Y, X, R, C):
    for r in prange(R):
        m = X[r, 0]
        for c in range(1, C):
            if X[r, c] > m:
                m = X[r, c]
        s = 0.0
        for c in range(C):
            s += np.exp(X[r, c] - m)
        lse = m + np.log(s)
        for c in range(C):
            Y[r, c] = X[r, c] - lse

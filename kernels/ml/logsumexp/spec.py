"""logsumexp: row-wise log-sum-exp, max-subtracted: Y[r] = m + log(sum_c exp(X[r, c] - m)), m = max_c X[r, c]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def logsumexp(Y, X, R, C):
    for r in prange(R):
        m = X[r, 0]
        for c in range(1, C):
            if X[r, c] > m:
                m = X[r, c]
        s = 0.0
        for c in range(C):
            s += np.exp(X[r, c] - m)
        Y[r] = m + np.log(s)

"""l2_normalize: row L2 normalization of X (R, C), Y = x / max(||x||_2, eps) row by row."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def l2_normalize(Y, X, R, C, eps):
    for r in prange(R):
        ss = 0.0
        for c in range(C):
            ss += X[r, c] * X[r, c]
        nrm = np.sqrt(ss)
        if nrm < eps:
            nrm = eps
        for c in range(C):
            Y[r, c] = X[r, c] / nrm

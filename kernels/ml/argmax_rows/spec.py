"""argmax_rows: idx[r] = the column of the first maximum of row r of X (greedy decoding over a vocabulary)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def argmax_rows(idx, X, R, C):
    for r in prange(R):
        best = 0
        m = X[r, 0]
        for c in range(1, C):
            if X[r, c] > m:
                m = X[r, c]
                best = c
        idx[r] = best

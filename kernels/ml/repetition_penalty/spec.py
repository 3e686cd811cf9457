"""repetition_penalty: Y = X, then every token t in the row's history gets Y[t] = X[t] / penalty when
X[t] > 0, else X[t] * penalty (once per token, however often it occurs)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def repetition_penalty(Y, X, hist, B, V, L, penalty):
    for b in prange(B):
        Y[b, :] = X[b, :]
        for l in range(L):
            t = hist[b, l]
            x = X[b, t]
            if x > 0:
                Y[b, t] = x / penalty
            else:
                Y[b, t] = x * penalty

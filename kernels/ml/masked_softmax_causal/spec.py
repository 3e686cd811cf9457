"""masked_softmax_causal: causal softmax of square score matrices X (B, S, S): row i over columns 0..i, zeros above the diagonal."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def masked_softmax_causal(Y, X, B, S):
    for b in range(B):
        for i in prange(S):
            m = X[b, i, 0]
            for j in range(1, i + 1):
                if X[b, i, j] > m:
                    m = X[b, i, j]
            s = 0.0
            for j in range(i + 1):
                s += np.exp(X[b, i, j] - m)
            for j in range(i + 1):
                Y[b, i, j] = np.exp(X[b, i, j] - m) / s
            for j in range(i + 1, S):
                Y[b, i, j] = 0

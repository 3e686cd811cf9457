"""causal_conv1d_glu: causal conv1d from C to 2C channels (width K, left zero padding K - 1, with bias):
z[o][t] = bias[o] + sum_c sum_k Wt[o][c][k] X[c][t - K + 1 + k]; then GLU: Y[c][t] = z[c][t] sigmoid(z[C + c][t])."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def causal_conv1d_glu(Y, X, Wt, bias, B, C, L, K, C2):
    P = np.zeros((B, C, L + K - 1))
    P[:, :, K - 1:] = X
    for c in prange(C):
        for n in range(B):
            for t in range(L):
                a = bias[c] + np.sum(Wt[c] * P[n, :, t:t + K])
                g = bias[C + c] + np.sum(Wt[C + c] * P[n, :, t:t + K])
                Y[n, c, t] = a / (1.0 + math.exp(-g))

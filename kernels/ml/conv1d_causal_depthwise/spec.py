"""conv1d_causal_depthwise: causal depthwise 1-D convolution with bias (the short conv of Mamba-style blocks):
Y[n, c, t] = bias[c] + sum_i Wt[c, i] X[n, c, t - (KS - 1) + i] over the taps with a nonnegative position."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv1d_causal_depthwise(Y, X, Wt, bias, B, C, L, KS):
    for n in range(B):
        for c in prange(C):
            for t in range(L):
                s = bias[c]
                for i in range(KS):
                    p = t - (KS - 1) + i
                    if p >= 0:
                        s += Wt[c, i] * X[n, c, p]
                Y[n, c, t] = s

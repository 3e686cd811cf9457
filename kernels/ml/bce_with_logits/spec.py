"""bce_with_logits: binary cross-entropy with logits, loss[0] = mean over i of
max(x, 0) - x t + log1p(exp(-|x|)), summed in order of i."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bce_with_logits(loss, X, T, N):
    s = 0.0
    for i in range(N):
        x = X[i]
        t = T[i]
        s += (x if x > 0 else 0.0) - x * t + math.log1p(np.exp(-abs(x)))
    loss[0] = s / N

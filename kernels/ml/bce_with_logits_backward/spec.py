"""bce_with_logits_backward: gradient of BCE with logits and pos_weight pw (reduction 'none'): dX = dY ((pw t + 1 - t) sigmoid(x) - pw t).
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bce_with_logits_backward(dX, dY, X, T, N, pw):
    for i in prange(N):
        t = T[i]
        s = 1.0 / (1.0 + np.exp(-X[i]))
        dX[i] = dY[i] * ((pw * t + 1.0 - t) * s - pw * t)

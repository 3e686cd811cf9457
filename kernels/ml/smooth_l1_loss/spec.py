"""smooth_l1_loss: smooth L1 (Huber-like) loss, loss[0] = mean over i of (0.5 d^2 / beta if d < beta else
d - 0.5 beta), d = |x - t|, summed in order of i."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def smooth_l1_loss(loss, X, T, N, beta):
    s = 0.0
    for i in range(N):
        d = abs(X[i] - T[i])
        s += 0.5 * d * d / beta if d < beta else d - 0.5 * beta
    loss[0] = s / N

"""mse_loss: mean squared error, loss[0] = mean((X - T)^2)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mse_loss(loss, X, T, N):
    s = 0.0
    for i in range(N):
        d = X[i] - T[i]
        s += d * d
    loss[0] = s / N

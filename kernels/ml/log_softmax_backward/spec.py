"""log_softmax_backward: log-softmax backward from the log-softmax output Y, row by row:
dX[r, :] = dY[r, :] - exp(Y[r, :]) * sum(dY[r, :])."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def log_softmax_backward(dX, dY, Y, R, C):
    for r in prange(R):
        s = np.sum(dY[r, :])
        dX[r, :] = dY[r, :] - np.exp(Y[r, :]) * s

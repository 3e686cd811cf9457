"""softmax_backward: softmax backward from the softmax output Y, dX = Y (dY - sum_c(dY Y)) per row."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def softmax_backward(dX, dY, Y, R, C):
    for r in prange(R):
        s = 0.0
        for c in range(C):
            s += dY[r, c] * Y[r, c]
        for c in range(C):
            dX[r, c] = Y[r, c] * (dY[r, c] - s)

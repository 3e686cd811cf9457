"""smooth_l1_backward: gradient of the smooth L1 loss with threshold beta (reduction 'none'): d = x - t, dX = dY d / beta where |d| < beta, else dY sign(d).
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def smooth_l1_backward(dX, dY, X, T, N, beta):
    for i in prange(N):
        d = X[i] - T[i]
        if d < -beta:
            dX[i] = -dY[i]
        elif d > beta:
            dX[i] = dY[i]
        else:
            dX[i] = dY[i] * d / beta

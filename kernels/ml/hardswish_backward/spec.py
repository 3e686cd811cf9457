"""hardswish_backward: gradient of hardswish x relu6(x + 3) / 6: dX = dY (0 for x < -3, 1 for x > 3, else (2x + 3) / 6).
Element-wise."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hardswish_backward(dX, dY, X, N):
    for i in prange(N):
        x = X[i]
        if x < -3:
            dX[i] = 0.0
        elif x > 3:
            dX[i] = dY[i]
        else:
            dX[i] = dY[i] * (2.0 * x + 3.0) / 6.0

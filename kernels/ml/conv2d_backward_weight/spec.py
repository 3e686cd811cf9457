"""conv2d_backward_weight: gradients of a conv2d's filter and bias (stride 1, no padding) from dY and X:
dW[o, c, i, j] = sum over n, y, x of dY[n, o, y, x] X[n, c, y + i, x + j] and db[o] = sum over n, y, x of
dY[n, o, y, x], each summed in order of n, y, x."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_backward_weight(dW, db, dY, X, B, CI, CO, H, W, K, OH, OW):
    for o in prange(CO):
        for c in range(CI):
            for i in range(K):
                for j in range(K):
                    s = 0.0
                    for n in range(B):
                        for y in range(OH):
                            for x in range(OW):
                                s += dY[n, o, y, x] * X[n, c, y + i, x + j]
                    dW[o, c, i, j] = s
        s = 0.0
        for n in range(B):
            for y in range(OH):
                for x in range(OW):
                    s += dY[n, o, y, x]
        db[o] = s

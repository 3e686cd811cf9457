"""conv2d: Y[n, o, y, x] = bias[o] + sum over c, i, j of X[n, c, y + i, x + j] Wt[o, c, i, j] (NCHW, stride 1, no padding)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d(Y, X, Wt, bias, B, CI, CO, H, W, KH, KW, OH, OW):
    for n in range(B):
        for o in prange(CO):
            for y in range(OH):
                for x in range(OW):
                    s = bias[o]
                    for c in range(CI):
                        for i in range(KH):
                            for j in range(KW):
                                s += X[n, c, y + i, x + j] * Wt[o, c, i, j]
                    Y[n, o, y, x] = s

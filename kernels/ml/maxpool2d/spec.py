"""maxpool2d: 2 x 2 max pooling with stride 2, NCHW: Y[n, c, y, x] = max of X[n, c, 2y:2y+2, 2x:2x+2]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def maxpool2d(Y, X, B, C, H, W, OH, OW):
    for n in range(B):
        for c in prange(C):
            for y in range(OH):
                for x in range(OW):
                    best = X[n, c, 2 * y, 2 * x]
                    if X[n, c, 2 * y, 2 * x + 1] > best:
                        best = X[n, c, 2 * y, 2 * x + 1]
                    if X[n, c, 2 * y + 1, 2 * x] > best:
                        best = X[n, c, 2 * y + 1, 2 * x]
                    if X[n, c, 2 * y + 1, 2 * x + 1] > best:
                        best = X[n, c, 2 * y + 1, 2 * x + 1]
                    Y[n, c, y, x] = best

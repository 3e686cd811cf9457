"""maxpool3d: 2 x 2 x 2 max pooling with stride 2 of NCDHW: Y[n, c, z, y, x] = max of
X[n, c, 2z + a, 2y + i, 2x + j] over a, i, j in {0, 1} (the first maximum kept, values copied as stored)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def maxpool3d(Y, X, B, C, S3, OS):
    for c in prange(C):
        for n in range(B):
            for z in range(OS):
                for y in range(OS):
                    for x in range(OS):
                        best = X[n, c, 2 * z, 2 * y, 2 * x]
                        for a in range(2):
                            for i in range(2):
                                for j in range(2):
                                    v = X[n, c, 2 * z + a, 2 * y + i, 2 * x + j]
                                    if v > best:
                                        best = v
                        Y[n, c, z, y, x] = best

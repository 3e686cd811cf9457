"""conv3d: 3-D convolution NCDHW with bias, K x K x K filters, stride 1, no padding:
Y[n, o, z, y, x] = bias[o] + sum_{c, a, i, j} X[n, c, z + a, y + i, x + j] Wt[o, c, a, i, j]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv3d(Y, X, Wt, bias, B, CI, CO, S3, K, OS):
    for n in range(B):
        for o in prange(CO):
            for z in range(OS):
                for y in range(OS):
                    for x in range(OS):
                        s = bias[o]
                        for c in range(CI):
                            for a in range(K):
                                for i in range(K):
                                    for j in range(K):
                                        s += X[n, c, z + a, y + i, x + j] * Wt[o, c, a, i, j]
                        Y[n, o, z, y, x] = s

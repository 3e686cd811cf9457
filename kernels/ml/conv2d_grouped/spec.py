"""conv2d_grouped: grouped 2-D convolution, G groups of CI/G input and CO/G output channels, stride 1, no padding, with bias."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_grouped(Y, X, Wt, bias, B, CI, CO, G, H, W, K, OH, OW):
    CIG = CI // G
    COG = CO // G
    for n in range(B):
        for o in prange(CO):
            g = o // COG
            for y in range(OH):
                for x in range(OW):
                    s = bias[o]
                    for c in range(CIG):
                        for i in range(K):
                            for j in range(K):
                                s += X[n, g * CIG + c, y + i, x + j] * Wt[o, c, i, j]
                    Y[n, o, y, x] = s

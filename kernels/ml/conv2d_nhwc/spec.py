"""conv2d_nhwc: 2-D convolution in channels-last layout, X (B, H, W, CI) NHWC, filter Wt (K, K, CI, CO) HWIO, plus bias, stride 1, no padding, into Y (B, OH, OW, CO)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_nhwc(Y, X, Wt, bias, B, CI, CO, H, W, K, OH, OW):
    for n in range(B):
        for y in prange(OH):
            for x in range(OW):
                for o in range(CO):
                    s = bias[o]
                    for i in range(K):
                        for j in range(K):
                            for c in range(CI):
                                s += X[n, y + i, x + j, c] * Wt[i, j, c, o]
                    Y[n, y, x, o] = s

"""conv2d_bn_relu: fused 3 x 3 conv (zero padding 1, no bias) + inference batchnorm + ReLU, NCHW:
Y = max((conv(X, Wt) - rmean) gamma / sqrt(rvar + eps) + beta, 0) per output channel."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_bn_relu(Y, X, Wt, rmean, rvar, gamma, beta, B, CI, CO, H, W, eps):
    for o in prange(CO):
        g = gamma[o] / math.sqrt(rvar[o] + eps)
        for n in range(B):
            for y in range(H):
                for x in range(W):
                    s = 0.0
                    for c in range(CI):
                        for i in range(3):
                            yy = y + i - 1
                            if yy < 0 or yy >= H:
                                continue
                            for j in range(3):
                                xx = x + j - 1
                                if xx < 0 or xx >= W:
                                    continue
                                s += X[n, c, yy, xx] * Wt[o, c, i, j]
                    v = (s - rmean[o]) * g + beta[o]
                    Y[n, o, y, x] = v if v > 0 else 0.0

"""depthwise_conv2d: depthwise 2-D convolution (one K x K filter per channel), stride 1, zero padding K/2,
with bias: Y[n, c, y, x] = bias[c] + sum over i, j of X[n, c, y + i - K/2, x + j - K/2] Wt[c, i, j]
(positions outside the input skipped), summed in order of i, j."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def depthwise_conv2d(Y, X, Wt, bias, B, C, H, W, K):
    h = K // 2
    for c in prange(C):
        for n in range(B):
            for y in range(H):
                for x in range(W):
                    s = 0.0 + bias[c]
                    for i in range(K):
                        yy = y + i - h
                        if yy < 0 or yy >= H:
                            continue
                        for j in range(K):
                            xx = x + j - h
                            if xx >= 0 and xx < W:
                                s += X[n, c, yy, xx] * Wt[c, i, j]
                    Y[n, c, y, x] = s

"""conv2d_same_center_relu6: a 3 x 3 convolution with zero padding 1 (output H x W, NCHW), no bias, stored
into Y and read back; then each output channel of each image centred on its spatial mean and clamped by
ReLU6: Y = min(max(Z - mean_{y,x} Z[n, o], 0), 6)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_same_center_relu6(Y, X, Wt, B, CI, CO, H, W):
    for n in range(B):
        for o in prange(CO):
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
                    Y[n, o, y, x] = s
            mu = 0.0
            for y in range(H):
                for x in range(W):
                    mu += Y[n, o, y, x]
            mu /= H * W
            for y in range(H):
                for x in range(W):
                    v = Y[n, o, y, x] - mu
                    Y[n, o, y, x] = min(max(v, 0.0), 6.0)

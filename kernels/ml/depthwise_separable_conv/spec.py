"""depthwise_separable_conv: A = relu(depthwise 3 x 3 conv of X with zero padding 1 + bd) (one filter per
channel, stored), then Y = pointwise 1 x 1 conv of A: Y[n][o] = bp[o] + sum_c Wp[o][c] A[n][c]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def depthwise_separable_conv(Y, A, X, Wd, bd, Wp, bp, B, C, CO, H, W):
    for n in range(B):
        for c in prange(C):
            for y in range(H):
                for x in range(W):
                    s = float(bd[c])
                    for i in range(3):
                        yy = y + i - 1
                        if yy < 0 or yy >= H:
                            continue
                        for j in range(3):
                            xx = x + j - 1
                            if xx < 0 or xx >= W:
                                continue
                            s += X[n, c, yy, xx] * Wd[c, i, j]
                    A[n, c, y, x] = s if s > 0 else 0.0
        a = A[n].reshape(C, H * W)
        for o in prange(CO):
            Y[n, o] = (bp[o] + np.dot(Wp[o], a)).reshape(H, W)

"""conv2d_dilated: dilated 2-D convolution with bias, 3 x 3 taps D apart, zero padding D (output as large as the input):
Y[n, o, y, x] = bias[o] + sum_{c, i, j} X[n, c, y + (i - 1) D, x + (j - 1) D] Wt[o, c, i, j] over in-range taps."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_dilated(Y, X, Wt, bias, B, CI, CO, H, W, D):
    for n in range(B):
        for o in prange(CO):
            for y in range(H):
                for x in range(W):
                    s = bias[o]
                    for c in range(CI):
                        for i in range(3):
                            yy = y + (i - 1) * D
                            if yy < 0 or yy >= H:
                                continue
                            for j in range(3):
                                xx = x + (j - 1) * D
                                if xx >= 0 and xx < W:
                                    s += X[n, c, yy, xx] * Wt[o, c, i, j]
                    Y[n, o, y, x] = s

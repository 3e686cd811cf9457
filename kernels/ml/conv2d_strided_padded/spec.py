"""conv2d_strided_padded: 2-D convolution (cross-correlation) NCHW with stride S and zero padding P = K/2,
with bias: Y[n, o, y, x] = bias[o] + sum over c, i, j of X[n, c, y S + i - P, x S + j - P] Wt[o, c, i, j]
(positions outside the input skipped), summed in order of c, i, j."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_strided_padded(Y, X, Wt, bias, B, CI, CO, H, W, K, S, P, OH, OW):
    for o in prange(CO):
        for n in range(B):
            for y in range(OH):
                for x in range(OW):
                    s = 0.0 + bias[o]
                    for c in range(CI):
                        for i in range(K):
                            yy = y * S + i - P
                            if yy < 0 or yy >= H:
                                continue
                            for j in range(K):
                                xx = x * S + j - P
                                if xx < 0 or xx >= W:
                                    continue
                                s += X[n, c, yy, xx] * Wt[o, c, i, j]
                    Y[n, o, y, x] = s

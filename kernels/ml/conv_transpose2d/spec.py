"""conv_transpose2d: transposed 2-D convolution, stride S, no padding, output (H - 1) S + K, with bias:
Y[n, o, y, x] = bias[o] + sum of X[n, c, (y - i) / S, (x - j) / S] Wt[c, o, i, j] over the c, i, j where y - i and
x - j are non-negative multiples of S inside the input."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv_transpose2d(Y, X, Wt, bias, B, CI, CO, H, W, K, S, OH, OW):
    for n in range(B):
        for o in prange(CO):
            for y in range(OH):
                for x in range(OW):
                    s = bias[o]
                    for c in range(CI):
                        for i in range(K):
                            iy = y - i
                            if iy < 0 or iy % S != 0 or iy // S >= H:
                                continue
                            for j in range(K):
                                ix = x - j
                                if ix < 0 or ix % S != 0 or ix // S >= W:
                                    continue
                                s += X[n, c, iy // S, ix // S] * Wt[c, o, i, j]
                    Y[n, o, y, x] = s

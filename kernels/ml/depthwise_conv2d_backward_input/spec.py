"""depthwise_conv2d_backward_input: the input gradient of the depthwise convolution
y[n, c, u, v] = sum_i,j Wt[c, i, j] x[n, c, u + i - P, v + j - P] (stride 1, zero padding P = K // 2):
dX[n, c, y, x] = sum over i, j of dY[n, c, y - i + P, x - j + P] Wt[c, i, j], the terms whose dY index
falls outside H x W left out."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def depthwise_conv2d_backward_input(dX, dY, Wt, B, C, K, H, W):
    P = K // 2
    for n in range(B):
        for c in prange(C):
            for y in range(H):
                for x in range(W):
                    s = 0.0
                    for i in range(K):
                        u = y - i + P
                        if u < 0 or u >= H:
                            continue
                        for j in range(K):
                            v = x - j + P
                            if v < 0 or v >= W:
                                continue
                            s += dY[n, c, u, v] * Wt[c, i, j]
                    dX[n, c, y, x] = s

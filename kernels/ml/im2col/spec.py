"""im2col: im2col of X (B, CI, H, W) for a K x K convolution with zero padding K/2: cols[n][(c K + i) K + j][y W + x] = X[n][c][y + i - K/2][x + j - K/2] (0 outside)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def im2col(cols, X, B, CI, H, W, K):
    P = K // 2
    for n in range(B):
        for c in prange(CI):
            for i in range(K):
                for j in range(K):
                    r = (c * K + i) * K + j
                    for y in range(H):
                        for x in range(W):
                            yy = y + i - P
                            xx = x + j - P
                            if yy >= 0 and yy < H and xx >= 0 and xx < W:
                                cols[n, r, y * W + x] = X[n, c, yy, xx]
                            else:
                                cols[n, r, y * W + x] = 0

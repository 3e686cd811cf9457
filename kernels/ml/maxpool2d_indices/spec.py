"""maxpool2d_indices: 3 x 3 max pooling, stride 2, padding 1, of X (B, C, H, W), with the flat index y W + x of each maximum in its plane (the first in row-major order on ties)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def maxpool2d_indices(Y, idx, X, B, C, H, W, OH, OW):
    for b in range(B):
        for c in prange(C):
            for y in range(OH):
                for x in range(OW):
                    best = -1
                    m = 0.0
                    for i in range(3):
                        yy = y * 2 - 1 + i
                        if yy < 0 or yy >= H:
                            continue
                        for j in range(3):
                            xx = x * 2 - 1 + j
                            if xx < 0 or xx >= W:
                                continue
                            v = X[b, c, yy, xx]
                            if best < 0 or v > m:
                                m = v
                                best = yy * W + xx
                    Y[b, c, y, x] = X[b, c, best // W, best % W]
                    idx[b, c, y, x] = best

"""grid_sample_bilinear: torch.nn.functional.grid_sample(mode="bilinear", padding_mode="zeros",
align_corners=False). Per output point (n, p, q): (gx, gy) = grid[n, p, q]; ix = ((gx + 1) W - 1) / 2,
iy = ((gy + 1) H - 1) / 2; x0 = floor(ix), y0 = floor(iy), tx = ix - x0, ty = iy - y0; per channel
Y = (1-tx)(1-ty) v(y0,x0) + tx(1-ty) v(y0,x0+1) + (1-tx)ty v(y0+1,x0) + tx ty v(y0+1,x0+1), where v is the
input value and 0 outside [0,H) x [0,W)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def _at(X, n, c, y, x, H, W):
    if y >= 0 and y < H and x >= 0 and x < W:
        return X[n, c, y, x]
    return 0.0


def grid_sample_bilinear(Y, X, grid, N, C, H, W, OH, OW):
    for n in range(N):
        for p in prange(OH):
            for q in range(OW):
                ix = ((grid[n, p, q, 0] + 1.0) * W - 1.0) / 2.0
                iy = ((grid[n, p, q, 1] + 1.0) * H - 1.0) / 2.0
                x0 = int(math.floor(ix))
                y0 = int(math.floor(iy))
                tx = ix - x0
                ty = iy - y0
                w00 = (1.0 - tx) * (1.0 - ty)
                w01 = tx * (1.0 - ty)
                w10 = (1.0 - tx) * ty
                w11 = tx * ty
                for c in range(C):
                    Y[n, c, p, q] = (w00 * _at(X, n, c, y0, x0, H, W) + w01 * _at(X, n, c, y0, x0 + 1, H, W)
                                     + w10 * _at(X, n, c, y0 + 1, x0, H, W)
                                     + w11 * _at(X, n, c, y0 + 1, x0 + 1, H, W))

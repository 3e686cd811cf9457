"""dct2_8x8: the JPEG forward transform, an orthonormal 2-D DCT-II of every 8 x 8 block of an H x W image: per
block, rows then columns of the 1-D DCT-II G(u) = c(u) sum_x g(x) cos((2x + 1) u pi / 16), c(0) = sqrt(1/8),
c(u > 0) = sqrt(2/8) (the basis computed in float64, then rounded to the arrays' precision)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dct2_8x8(out, img, BH, BW, H, W):
    basis = np.empty((8, 8), dtype=out.dtype)
    for u in range(8):
        cu = math.sqrt(1.0 / 8.0) if u == 0 else math.sqrt(2.0 / 8.0)
        for x in range(8):
            basis[u, x] = cu * math.cos((2 * x + 1) * u * 3.14159265358979323846 / 16.0)
    for bi in prange(BH):
        t = np.empty((8, 8), dtype=out.dtype)
        for bj in range(BW):
            r0 = bi * 8
            c0 = bj * 8
            for y in range(8):  # rows: t[y][v] = sum_x img[y][x] basis[v][x]
                for v in range(8):
                    s = out.dtype.type(0)
                    for x in range(8):
                        s += img[r0 + y, c0 + x] * basis[v, x]
                    t[y, v] = s
            for u in range(8):  # columns
                for v in range(8):
                    s = out.dtype.type(0)
                    for y in range(8):
                        s += basis[u, y] * t[y, v]
                    out[r0 + u, c0 + v] = s

"""upsample_bilinear2d: bilinear resize NCHW from H x W to OH x OW (interpolate mode "bilinear",
align_corners=False): per axis src = (n / on) (d + 0.5) - 0.5 clamped at 0, i0 = floor(src),
i1 = min(i0 + 1, n - 1), l1 = src - i0, l0 = 1 - l1;
Y = l0h (l0w x[i0, j0] + l1w x[i0, j1]) + l1h (l0w x[i1, j0] + l1w x[i1, j1])."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def _axis(d, n, on):
    src = n / on * (d + 0.5) - 0.5
    if src < 0:
        src = 0.0
    i0 = int(src)
    i1 = i0 + 1 if i0 < n - 1 else i0
    l1 = src - i0
    return i0, i1, 1.0 - l1, l1


def upsample_bilinear2d(Y, X, B, C, H, W, OH, OW):
    for b in range(B):
        for c in prange(C):
            for i in range(OH):
                h0, h1, a0, a1 = _axis(i, H, OH)
                for j in range(OW):
                    w0, w1, b0, b1 = _axis(j, W, OW)
                    top = b0 * X[b, c, h0, w0] + b1 * X[b, c, h0, w1]
                    bot = b0 * X[b, c, h1, w0] + b1 * X[b, c, h1, w1]
                    Y[b, c, i, j] = a0 * top + a1 * bot

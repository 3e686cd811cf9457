"""gauss_blur_separable: separable 2-D Gaussian blur (row pass into tmp, then column pass; clamped borders)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gauss_blur_separable(out, tmp, img, H, W, R, sigma):
    g = np.empty(2 * R + 1, dtype=np.float64)
    w = np.empty(2 * R + 1, dtype=img.dtype)
    total = 0.0
    for t in range(-R, R + 1):
        g[t + R] = math.exp(-float(t * t) / (2.0 * float(sigma) * float(sigma)))
        total += g[t + R]
    for t in range(2 * R + 1):
        w[t] = g[t] / total
    for i in prange(H):
        for j in range(W):
            s = img.dtype.type(0)
            for t in range(-R, R + 1):
                jj = min(max(j + t, 0), W - 1)
                s += w[t + R] * img[i, jj]
            tmp[i, j] = s
    for i in prange(H):
        for j in range(W):
            s = img.dtype.type(0)
            for t in range(-R, R + 1):
                ii = min(max(i + t, 0), H - 1)
                s += w[t + R] * tmp[ii, j]
            out[i, j] = s

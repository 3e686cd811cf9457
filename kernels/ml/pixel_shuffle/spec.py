"""pixel_shuffle: PixelShuffle(UF), NCHW: X [B, C UF^2, H, W] -> Y [B, C, H UF, W UF],
Y[b, c, h UF + i, w UF + j] = X[b, (c UF + i) UF + j, h, w]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pixel_shuffle(Y, X, B, C, UF, H, W, CI, OH, OW):
    for b in range(B):
        for c in prange(C):
            for i in range(UF):
                for j in range(UF):
                    Y[b, c, i::UF, j::UF] = X[b, (c * UF + i) * UF + j]

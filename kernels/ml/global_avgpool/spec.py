"""global_avgpool: global average pooling NCHW -> NC, Y[b, c] = mean of X[b, c, :, :]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def global_avgpool(Y, X, B, C, H, W):
    inv = 1.0 / (H * W)
    for b in range(B):
        for c in prange(C):
            s = 0.0
            for y in range(H):
                for x in range(W):
                    s += X[b, c, y, x]
            Y[b, c] = s * inv

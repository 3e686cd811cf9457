"""avgpool2d: K x K average pooling with stride S, no padding, of X (B, C, H, W) into Y (B, C, OH, OW)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def avgpool2d(Y, X, B, C, H, W, K, S, OH, OW):
    inv = 1.0 / (K * K)
    for b in prange(B):
        for c in range(C):
            for y in range(OH):
                for x in range(OW):
                    s = 0.0
                    for i in range(K):
                        for j in range(K):
                            s += X[b, c, y * S + i, x * S + j]
                    Y[b, c, y, x] = s * inv

"""adaptive_avgpool2d: adaptive average pooling of X (B, C, H, W) to O x O bins (bin i covers rows floor(i H / O) .. ceil((i + 1) H / O) - 1)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adaptive_avgpool2d(Y, X, B, C, H, W, O):
    for b in prange(B):
        for c in range(C):
            for i in range(O):
                y0 = i * H // O
                y1 = ((i + 1) * H + O - 1) // O
                for j in range(O):
                    x0 = j * W // O
                    x1 = ((j + 1) * W + O - 1) // O
                    s = 0.0
                    for y in range(y0, y1):
                        for x in range(x0, x1):
                            s += X[b, c, y, x]
                    Y[b, c, i, j] = s / ((y1 - y0) * (x1 - x0))

"""avgpool2d_backward: gradient of K x K / stride S average pooling (no padding), gather form:
dX[n, c, y, x] = (sum of dY[n, c, oy, ox] over the windows holding (y, x), oy S <= y < oy S + K,
ox S <= x < ox S + K) / K^2, summed in order of oy, ox."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def avgpool2d_backward(dX, dY, B, C, H, W, K, S, OH, OW):
    inv = 1.0 / (K * K)
    for c in prange(C):
        for n in range(B):
            for y in range(H):
                oy0 = (y - K) // S + 1 if y >= K else 0
                oy1 = min(y // S + 1, OH)
                for x in range(W):
                    ox0 = (x - K) // S + 1 if x >= K else 0
                    ox1 = min(x // S + 1, OW)
                    s = 0.0
                    for oy in range(oy0, oy1):
                        for ox in range(ox0, ox1):
                            s += dY[n, c, oy, ox]
                    dX[n, c, y, x] = s * inv

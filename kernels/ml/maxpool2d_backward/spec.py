"""maxpool2d_backward: gradient of 3 x 3 / stride 2 / padding 1 max pooling: dX[y, x] = sum of dY over the output
windows whose first maximum (row-major scan) is at (y, x), per plane (b, c)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def window_argmax(x, H, W, oy, ox):
    """The flat index y W + x of the first maximum of the 3 x 3 window of plane x at output (oy, ox)."""
    best = -1
    m = x[0, 0]
    for i in range(3):
        y = oy * 2 - 1 + i
        if y < 0 or y >= H:
            continue
        for j in range(3):
            xx = ox * 2 - 1 + j
            if xx < 0 or xx >= W:
                continue
            v = x[y, xx]
            if best < 0 or v > m:
                m = v
                best = y * W + xx
    return best


def maxpool2d_backward(dX, X, dY, B, C, H, W, OH, OW):
    for b in range(B):
        for c in prange(C):
            for y in range(H):
                for x in range(W):
                    s = 0.0  # windows containing (y, x): oy in [(y - 1) / 2, (y + 1) / 2], likewise ox
                    oy = (y - 1) // 2 if y > 0 else 0
                    while oy <= (y + 1) // 2 and oy < OH:
                        ox = (x - 1) // 2 if x > 0 else 0
                        while ox <= (x + 1) // 2 and ox < OW:
                            if window_argmax(X[b, c], H, W, oy, ox) == y * W + x:
                                s += dY[b, c, oy, ox]
                            ox += 1
                        oy += 1
                    dX[b, c, y, x] = s

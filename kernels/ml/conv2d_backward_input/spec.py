"""conv2d_backward_input: gradient dX (B, CI, H, W) of a stride-1, unpadded conv2d with respect to its input, from dY (B, CO, OH, OW) and the filter Wt (CO, CI, K, K)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def conv2d_backward_input(dX, dY, Wt, B, CI, CO, H, W, K, OH, OW):
    for n in range(B):
        for c in prange(CI):
            for y in range(H):
                for x in range(W):
                    s = 0.0
                    for o in range(CO):
                        for i in range(K):
                            oy = y - i
                            if oy < 0 or oy >= OH:
                                continue
                            for j in range(K):
                                ox = x - j
                                if ox >= 0 and ox < OW:
                                    s += dY[n, o, oy, ox] * Wt[o, c, i, j]
                    dX[n, c, y, x] = s

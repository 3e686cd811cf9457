"""rope_neox_backward: gradient of rope_neox (y0 = x0 c - x1 s, y1 = x0 s + x1 c for the pairs (i, i + D/2)
of each head, c = cosT[t, i], s = sinT[t, i]): the transposed rotation,
dX[i] = dY[i] c + dY[i + D/2] s, dX[i + D/2] = dY[i + D/2] c - dY[i] s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rope_neox_backward(dX, dY, cosT, sinT, B, S, H, D):
    D2 = D // 2
    for b in range(B):
        for t in prange(S):
            for h in range(H):
                for i in range(D2):
                    c = cosT[t, i]
                    s = sinT[t, i]
                    g0 = dY[b, t, h, i]
                    g1 = dY[b, t, h, i + D2]
                    dX[b, t, h, i] = g0 * c + g1 * s
                    dX[b, t, h, i + D2] = g1 * c - g0 * s

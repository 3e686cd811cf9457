"""rope_at_positions: row n of X [N, H, D] is rotated by the table row pos[n]: with c = cosT[pos[n], i],
s = sinT[pos[n], i], Y[2i] = X[2i] c - X[2i+1] s and Y[2i+1] = X[2i] s + X[2i+1] c for every head."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rope_at_positions(Y, X, pos, cosT, sinT, N, H, D, P, DH):
    for n in prange(N):
        c = cosT[pos[n], :]
        s = sinT[pos[n], :]
        for h in range(H):
            x0 = X[n, h, 0::2]
            x1 = X[n, h, 1::2]
            Y[n, h, 0::2] = x0 * c - x1 * s
            Y[n, h, 1::2] = x0 * s + x1 * c

"""rope_neox: rotary position embedding, GPT-NeoX style (half-split pairs (i, i + D/2)), from cos/sin tables
of shape (S, D/2): for each b, t, h and i < D/2, with c = cosT[t, i], s = sinT[t, i]:
Y[..., i] = x[i] c - x[i + D/2] s and Y[..., i + D/2] = x[i] s + x[i + D/2] c."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rope_neox(Y, X, cosT, sinT, B, S, H, D):
    D2 = D // 2
    for t in prange(S):
        c = cosT[t, :]
        s = sinT[t, :]
        for b in range(B):
            for h in range(H):
                x0 = X[b, t, h, :D2]
                x1 = X[b, t, h, D2:]
                Y[b, t, h, :D2] = x0 * c - x1 * s
                Y[b, t, h, D2:] = x0 * s + x1 * c

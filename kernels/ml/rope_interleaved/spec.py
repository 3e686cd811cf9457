"""rope_interleaved: rotary embedding of X (B, S, H, D) on interleaved pairs (2i, 2i+1) (GPT-J style), from cos/sin tables (S, D/2)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rope_interleaved(Y, X, cosT, sinT, B, S, H, D):
    D2 = D // 2
    for b in range(B):
        for t in prange(S):
            for h in range(H):
                for i in range(D2):
                    c = cosT[t, i]
                    s = sinT[t, i]
                    x0 = X[b, t, h, 2 * i]
                    x1 = X[b, t, h, 2 * i + 1]
                    Y[b, t, h, 2 * i] = x0 * c - x1 * s
                    Y[b, t, h, 2 * i + 1] = x0 * s + x1 * c

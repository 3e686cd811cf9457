"""channel_shuffle: ChannelShuffle(G) on X [B, C, S], C = G K: Y[b, k G + g, s] = X[b, g K + k, s]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def channel_shuffle(Y, X, B, G, K, C, S):
    for b in range(B):
        for k in prange(K):
            for g in range(G):
                Y[b, k * G + g] = X[b, g * K + k]

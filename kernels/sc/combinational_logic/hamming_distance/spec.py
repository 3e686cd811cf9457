"""hamming_distance: all-pairs Hamming distances dist[i][j] = sum over the W 64-bit words w of
popcount(qc[i][w] xor dc[j][w]), between NQ query codes and ND database codes."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def popcount64(x):
    # the number of set bits of an unsigned 64-bit value (each step clears the lowest set bit)
    n = 0
    while x != np.uint64(0):
        x &= x - np.uint64(1)
        n += 1
    return n


def hamming_distance(dist, qc, dc, NQ, ND, W):
    for i in prange(NQ):
        for j in range(ND):
            s = 0
            for w in range(W):
                s += popcount64(qc[i, w] ^ dc[j, w])
            dist[i, j] = s

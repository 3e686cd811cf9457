"""tanimoto_similarity: all-pairs Tanimoto similarity popcount(q & d) / popcount(q | d) of binary
fingerprints of W 64-bit words (0 when both are empty)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def popcount64(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    x = x + (x >> np.uint64(8))
    x = x + (x >> np.uint64(16))
    x = x + (x >> np.uint64(32))
    return int(x & np.uint64(0x7F))


def tanimoto_similarity(sim, qfp, dfp, NQ, ND, W):
    for i in prange(NQ):
        for j in range(ND):
            c = 0
            u = 0
            for w in range(W):
                a = qfp[i, w]
                b = dfp[j, w]
                c += popcount64(a & b)
                u += popcount64(a | b)
            if u == 0:
                sim[i, j] = 0
            else:
                sim[i, j] = sim.dtype.type(c) / sim.dtype.type(u)

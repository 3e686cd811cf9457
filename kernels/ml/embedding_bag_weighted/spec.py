"""embedding_bag_weighted: embedding bag, weighted sum: out[b, d] = sum of w[i] table[ids[i], d] over the
bag's entries i in [offsets[b], offsets[b + 1]) (0 for an empty bag), summed in order of i."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def embedding_bag_weighted(out, table, ids, offsets, w, V, D, NBAG, NNZ):
    for b in prange(NBAG):
        for d in range(D):
            s = 0.0
            for i in range(offsets[b], offsets[b + 1]):
                s += w[i] * table[ids[i], d]
            out[b, d] = s

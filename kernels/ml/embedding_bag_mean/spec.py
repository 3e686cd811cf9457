"""embedding_bag_mean: out[b] = mean of the rows table[ids[i]] for i in offsets[b] .. offsets[b + 1] - 1 (zeros for an empty bag)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def embedding_bag_mean(out, table, ids, offsets, V, D, NBAG, NNZ):
    for b in prange(NBAG):
        i0 = offsets[b]
        i1 = offsets[b + 1]
        for d in range(D):
            s = 0.0
            for i in range(i0, i1):
                s += table[ids[i], d]
            out[b, d] = s / (i1 - i0) if i1 > i0 else 0.0

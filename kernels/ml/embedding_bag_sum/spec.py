"""embedding_bag_sum: embedding bag, sum: out[b] = sum of table[ids[i]] for i in offsets[b] .. offsets[b+1]-1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def embedding_bag_sum(out, table, ids, offsets, V, D, NBAG, NNZ):
    for b in prange(NBAG):
        i0 = offsets[b]
        i1 = offsets[b + 1]
        for d in range(D):
            s = 0.0
            for i in range(i0, i1):
                s += table[ids[i], d]
            out[b, d] = s

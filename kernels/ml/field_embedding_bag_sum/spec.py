"""field_embedding_bag_sum: field-aware embedding bag sum: out[b, f] = sum of T[f, ids[i]] over the ids of bag (b, f), one table per field"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def field_embedding_bag_sum(out, T, ids, offsets, B, F, V, D, NBAG, NNZ):
    for b in prange(B):
        for f in range(F):
            out[b, f, :] = 0
            for i in range(offsets[b * F + f], offsets[b * F + f + 1]):
                out[b, f, :] += T[f, ids[i], :]

"""embedding: embedding lookup, out[t, :] = table[ids[t], :] (row gather, values copied as stored)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def embedding(out, table, ids, V, D, T):
    for t in prange(T):
        out[t, :] = table[ids[t], :]

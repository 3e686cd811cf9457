"""mix_hash_buckets: cnt[h] += 1 for h = ((k ^ (k >> 17)) * 40503) mod NB over the keys k (0 <= k < 2^40)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_hash_buckets(keys, cnt, LEN_1D, NB):
    for j in range(NB):
        cnt[j] = 0
    for i in range(LEN_1D):
        k = keys[i]
        h = ((k ^ (k >> 17)) * 40503) % NB
        cnt[h] += 1

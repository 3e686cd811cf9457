"""groupby_agg: count, sum, min and max per key of N unsorted (key, value) pairs, keys in [0, K)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def groupby_agg(counts, sums, mins, maxs, keys, v, N, K):
    for g in range(K):
        counts[g] = 0
        sums[g] = 0
        mins[g] = np.inf
        maxs[g] = -np.inf
    for i in range(N):
        g = keys[i]
        x = v[i]
        counts[g] += 1
        sums[g] += x
        if x < mins[g]:
            mins[g] = x
        if x > maxs[g]:
            maxs[g] = x

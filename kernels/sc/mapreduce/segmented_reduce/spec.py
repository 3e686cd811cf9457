"""segmented_reduce: for each segment s, over v[offsets[s] .. offsets[s+1]) in order: sums[s] = the sum (0 when
empty), maxs[s] = the maximum (-inf when empty)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def segmented_reduce(sums, maxs, offsets, v, N, NSEG):
    for s in prange(NSEG):
        sums[s] = 0
        maxs[s] = -np.inf
        for i in range(offsets[s], offsets[s + 1]):
            sums[s] += v[i]
            if v[i] > maxs[s]:
                maxs[s] = v[i]

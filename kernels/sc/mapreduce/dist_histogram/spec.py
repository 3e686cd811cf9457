"""dist_histogram: hist[b] = #{i : keys[i] == b}."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_histogram(hist, keys, N, NB):
    for b in range(NB):
        hist[b] = 0
    for i in range(N):
        hist[keys[i]] += 1

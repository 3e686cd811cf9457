"""npb_is: NPB IS, the counting-sort ranking of N integer keys (bucket offsets and the stable rank of every key)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def npb_is(start, rank, key, N, MAXKEY):
    for k in range(MAXKEY + 1):
        start[k] = 0
    for i in range(N):
        start[key[i] + 1] += 1
    for k in range(MAXKEY):
        start[k + 1] += start[k]
    for i in range(N):
        rank[i] = start[key[i]]
        start[key[i]] += 1
    for k in range(MAXKEY, 0, -1):  # the running pointers end one bucket ahead: shift back
        start[k] = start[k - 1]
    start[0] = 0

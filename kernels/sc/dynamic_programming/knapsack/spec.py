"""knapsack: 0/1 knapsack DP, the best value for every capacity 0 .. C over N items (rolling one-row table)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def knapsack(best, w, v, N, C, WMAX):
    for c in range(C + 1):
        best[c] = 0
    for k in range(N):
        wk = np.int64(w[k])
        for c in range(C, wk - 1, -1):
            take = best[c - wk] + np.int64(v[k])
            if take > best[c]:
                best[c] = take

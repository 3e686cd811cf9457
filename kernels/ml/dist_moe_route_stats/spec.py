"""dist_moe_route_stats: top-1 routing; counts per expert and the sum of the tokens routed to each."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_moe_route_stats(counts, gsum, x, Wg, T, D, E):
    counts[:] = 0
    gsum[:, :] = 0
    for t in range(T):
        best = 0
        best_score = 0.0
        for e in range(E):
            s = 0.0
            for d in range(D):
                s += x[t, d] * Wg[e, d]
            if e == 0 or s > best_score:
                best = e
                best_score = s
        counts[best] += 1
        for d in range(D):
            gsum[best, d] += x[t, d]

"""kmeans_assign: assign[n] = the first centroid k with the least squared distance sum_j (X[n, j] - Cn[k, j])^2
(summed in order, in the run precision), dist[n] = that distance."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kmeans_assign(assign, dist, X, Cn, N, K, D):
    for n in prange(N):
        acc = np.zeros(2, X.dtype)  # [0]: the running sum, [1]: the best distance (both in the run precision)
        best = 0
        for k in range(K):
            acc[0] = 0
            for j in range(D):
                t = X[n, j] - Cn[k, j]
                acc[0] += t * t
            if k == 0 or acc[0] < acc[1]:
                acc[1] = acc[0]
                best = k
        assign[n] = best
        dist[n] = acc[1]

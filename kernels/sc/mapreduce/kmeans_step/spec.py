"""kmeans_step: one k-means (Lloyd) iteration, the nearest-centroid assignment of N points in D dims (ties to the lower index), new centroids and inertia."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kmeans_step(assign, newc, counts, inertia, X, C, N, D, K):
    inr = X.dtype.type(0)
    for k in range(K):
        counts[k] = 0
        for j in range(D):
            newc[k, j] = 0
    for i in range(N):
        best = 0
        bd = X.dtype.type(0)
        for k in range(K):
            d = X.dtype.type(0)
            for j in range(D):
                t = X[i, j] - C[k, j]
                d += t * t
            if k == 0 or d < bd:
                bd = d
                best = k
        assign[i] = best
        counts[best] += 1
        for j in range(D):
            newc[best, j] += X[i, j]
        inr += bd
    for k in range(K):
        for j in range(D):
            if counts[k] != 0:
                newc[k, j] = newc[k, j] / counts[k]
            else:
                newc[k, j] = C[k, j]
    inertia[0] = inr

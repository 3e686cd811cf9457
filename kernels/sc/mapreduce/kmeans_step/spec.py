"""kmeans_step: one k-means (Lloyd) iteration: nearest-centroid assignment of N points in D dims, new centroids, inertia

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kmeans_step(assign, newc, counts, inertia, X, C, N, D, K):
    in = float(0)
    for k in range(0, K):
        counts[k] = 0
        for j in range(0, D):
            newc[k, j] = 0
    for i in range(0, N):
        best = 0
        bd = float(0)
        for k in range(0, K):
            d = float(0)
            for j in range(0, D):
                t = (X[i, j] - C[k, j])
                d += (t * t)
            if ((k == 0) or (d < bd)):
                bd = d
                best = k
        assign[i] = int(best)
        counts[best] += 1
        for j in range(0, D):
            newc[best, j] += X[i, j]
        in += bd
    for k in range(0, K):
        for j in range(0, D):
            newc[k, j] = ((newc[k, j] / float(counts[k])) if counts[k] else C[k, j])
    inertia[0] = in

"""knn_group: point-cloud kNN grouping: for each query, the K nearest of M points (squared distance, ascending; ties by lower index)"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def knn_group(dist, idx, Q, P, NQ, M, K):
    for q in prange(NQ):
        c = 0
        for j in range(M):
            dx = Q[q, 0] - P[j, 0]
            dy = Q[q, 1] - P[j, 1]
            dz = Q[q, 2] - P[j, 2]
            s = dx * dx
            s += dy * dy
            s += dz * dz
            if c < K:
                pos = c
                c += 1
            elif s < dist[q, K - 1]:
                pos = K - 1
            else:
                continue
            while pos > 0 and dist[q, pos - 1] > s:
                dist[q, pos] = dist[q, pos - 1]
                idx[q, pos] = idx[q, pos - 1]
                pos -= 1
            dist[q, pos] = s
            idx[q, pos] = j

"""group_mean_var: two-pass per-group mean and population variance of N unsorted (key, value) pairs."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def group_mean_var(counts, mean, var, keys, v, N, K):
    for g in range(K):
        counts[g] = 0
        mean[g] = 0
        var[g] = 0
    for i in range(N):
        counts[keys[i]] += 1
        mean[keys[i]] += v[i]
    for g in range(K):
        if counts[g] > 0:
            mean[g] = mean[g] / mean.dtype.type(counts[g])
    for i in range(N):
        d = v[i] - mean[keys[i]]
        var[keys[i]] += d * d
    for g in range(K):
        if counts[g] > 0:
            var[g] = var[g] / var.dtype.type(counts[g])

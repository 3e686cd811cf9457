"""covariance: PolyBench covariance: cov = sample covariance of the columns of data (N x M, centred in place)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def covariance(data, cov, mean, M, N):
    float_n = float(N)
    for j in range(0, M):
        s = float(0)
        for i in range(0, N):
            s += data[i, j]
        mean[j] = (s / float_n)
    for i in range(0, N):
        for j in range(0, M):
            data[i, j] -= mean[j]
    for i in range(0, M):
        for j in range(i, M):
            s = float(0)
            for k in range(0, N):
                s += (data[k, i] * data[k, j])
            s /= (float_n - float(1))
            cov[i, j] = s
            cov[j, i] = s

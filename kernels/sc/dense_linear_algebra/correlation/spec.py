"""correlation: PolyBench correlation: corr = correlation matrix of the columns of data (N x M, scaled in place)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def correlation(data, corr, mean, stddev, M, N):
    float_n = float(N)
    eps = float(0.1)
    for j in range(0, M):
        s = float(0)
        for i in range(0, N):
            s += data[i, j]
        mean[j] = (s / float_n)
    for j in range(0, M):
        s = float(0)
        for i in range(0, N):
            s += ((data[i, j] - mean[j]) * (data[i, j] - mean[j]))
        s /= float_n
        s = float(np.sqrt(float(s)))
        stddev[j] = (float(1) if (s <= eps) else s)
    for i in range(0, N):
        for j in range(0, M):
            data[i, j] -= mean[j]
            data[i, j] /= (float(np.sqrt(float(float_n))) * stddev[j])
    for i in range(0, (M - 1)):
        corr[i, i] = 1
        for j in range((i + 1), M):
            s = float(0)
            for k in range(0, N):
                s += (data[k, i] * data[k, j])
            corr[i, j] = s
            corr[j, i] = s
    corr.reshape(-1)[((((M - 1) * M) + M) - 1)] = 1

"""dist_spmv_band: y[i] = sum_k vals[i, k] * x[cols[i, k]] (ELL, banded columns)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_spmv_band(y, vals, cols, x, N, K, W):
    for i in prange(N):
        s = 0.0
        for k in range(K):
            s += vals[i, k] * x[cols[i, k]]
        y[i] = s

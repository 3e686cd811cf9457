"""dist_gemv_rows: y = A x (A is M x N, row-major)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_gemv_rows(y, A, x, M, N):
    for i in prange(M):
        s = 0.0
        for j in range(N):
            s += A[i, j] * x[j]
        y[i] = s

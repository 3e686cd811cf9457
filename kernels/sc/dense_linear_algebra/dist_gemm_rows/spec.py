"""dist_gemm_rows: C = A B (square, row-major)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_gemm_rows(C, A, B, N):
    for i in prange(N):
        for j in range(N):
            s = 0.0
            for k in range(N):
                s += A[i, k] * B[k, j]
            C[i, j] = s

"""loop_masked_matvec: y[i] = sum_j (m[i][j] ? A[i][j] * x[j] : 0) (matrix-vector product under a mask)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_masked_matvec(y, A, m, x, LEN_2D):
    for i in prange(LEN_2D):
        s = 0.0
        for j in range(LEN_2D):
            if m[i, j]:
                s += A[i, j] * x[j]
        y[i] = s

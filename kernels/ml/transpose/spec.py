"""transpose: out-of-place transpose of an M x N matrix, B[j, i] = A[i, j] (x.t().contiguous())."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def transpose(B, A, M, N):
    for j in prange(N):
        B[j, :] = A[:, j]

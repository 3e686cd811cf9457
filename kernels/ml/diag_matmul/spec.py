"""diag_matmul: C = diag(a) B for a of length N and B of N x M: row i of B scaled by a[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def diag_matmul(C, a, B, N, M):
    for i in prange(N):
        C[i, :] = a[i] * B[i, :]

"""triu_matmul: C = triu(A B) for upper-triangular A and B: the entries below the diagonal of A and B are
never read (taken as zero), and only the upper triangle is computed, C[i, j] = sum over k = i..j of
A[i, k] B[k, j] in order of k for j >= i, C[i, j] = 0 for j < i."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def triu_matmul(C, A, B, N):
    for i in prange(N):
        C[i, :] = 0
        for k in range(i, N):
            C[i, k:] += A[i, k] * B[k, k:]

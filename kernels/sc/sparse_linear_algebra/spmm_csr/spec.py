"""spmm_csr: C = A B with A sparse N x M in CSR and B dense M x K (row-major): C[i][:] = the sum over the
entries e of row i (in order) of A_val[e] * B[A_col[e]][:]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmm_csr(C, A_rowptr, A_col, A_val, B, N, M, K, NNZ):
    for i in prange(N):
        for k in range(K):
            C[i, k] = 0
        for e in range(A_rowptr[i], A_rowptr[i + 1]):
            a = A_val[e]
            c = A_col[e]
            for k in range(K):
                C[i, k] += a * B[c, k]

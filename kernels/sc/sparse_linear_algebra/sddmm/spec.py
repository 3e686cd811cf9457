"""sddmm: sampled dense-dense matrix multiplication, out[e] = S_val[e] * (A[i, :] . B[j, :]) for every nonzero e = (i, j) of S (CSR)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sddmm(out, S_rowptr, S_col, S_val, A, B, N, M, K, NNZ):
    for i in prange(N):
        for e in range(S_rowptr[i], S_rowptr[i + 1]):
            j = S_col[e]
            s = A.dtype.type(0)
            for k in range(K):
                s += A[i, k] * B[j, k]
            out[e] = S_val[e] * s

"""sptrsv_csr: sparse forward substitution x = L^-1 b, L = diag + the strictly lower entries of a CSR matrix

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sptrsv_csr(x, A_rowptr, A_col, A_val, diag, b, N, NNZ):
    for i in range(0, N):
        s = b[i]
        for e in range(A_rowptr[i], A_rowptr[(i + 1)]):
            if (A_col[e] < i):
                s -= (A_val[e] * x[A_col[e]])
        x[i] = (s / diag[i])

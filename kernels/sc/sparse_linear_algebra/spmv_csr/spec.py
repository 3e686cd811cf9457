"""spmv_csr: y = A x, A sparse in CSR (16 entries per row)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmv_csr(y, A_rowptr, A_col, A_val, x, N, NNZ):
    for i in range(0, N):
        s = float(0)
        for k in range(A_rowptr[i], A_rowptr[(i + 1)]):
            s += (A_val[k] * x[A_col[k]])
        y[i] = s

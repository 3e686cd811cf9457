"""spmv_csc: y = A x, A sparse in CSC (16 entries per column), scatter form column by column."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmv_csc(y, A_colptr, A_row, A_val, x, N, NNZ):
    for i in range(N):
        y[i] = 0
    for j in range(N):
        xj = x[j]
        for k in range(A_colptr[j], A_colptr[j + 1]):
            y[A_row[k]] += A_val[k] * xj

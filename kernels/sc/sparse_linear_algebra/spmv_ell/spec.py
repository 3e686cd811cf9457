"""spmv_ell: y = A x, A sparse in ELLPACK format (K entries per row, column-major slices)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmv_ell(y, col, val, x, N, K):
    for i in range(0, N):
        y[i] = 0
    for k in range(0, K):
        for i in range(0, N):
            y[i] += (val[k, i] * x[col[k, i]])

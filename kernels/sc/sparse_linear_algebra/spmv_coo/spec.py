"""spmv_coo: y = A x, A sparse in coordinate (COO) format, unsorted entries

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spmv_coo(y, row, col, val, x, N, NNZ):
    for i in range(0, N):
        y[i] = 0
    for e in range(0, NNZ):
        y[row[e]] += (val[e] * x[col[e]])

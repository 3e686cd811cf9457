"""syrk: PolyBench syrk: lower(C) = alpha * A * A^T + beta * lower(C), A is N x M

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def syrk(C, A, N, M, alpha, beta):
    for i in range(0, N):
        for j in range(0, i + 1):
            C[i, j] *= beta
        for k in range(0, M):
            for j in range(0, i + 1):
                C[i, j] += ((alpha * A[i, k]) * A[j, k])

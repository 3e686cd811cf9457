"""syr2k: PolyBench syr2k: lower(C) = alpha * (A * B^T + B * A^T) + beta * lower(C), A and B N x M

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def syr2k(C, A, B, N, M, alpha, beta):
    for i in range(0, N):
        for j in range(0, i + 1):
            C[i, j] *= beta
        for k in range(0, M):
            for j in range(0, i + 1):
                C[i, j] += (((A[j, k] * alpha) * B[i, k]) + ((B[j, k] * alpha) * A[i, k]))

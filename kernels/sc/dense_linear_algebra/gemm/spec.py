"""gemm: PolyBench gemm: C = alpha * A * B + beta * C, row-major

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gemm(C, A, B, NI, NJ, NK, alpha, beta):
    for i in range(0, NI):
        for j in range(0, NJ):
            C[i, j] *= beta
        for k in range(0, NK):
            for j in range(0, NJ):
                C[i, j] += ((alpha * A[i, k]) * B[k, j])

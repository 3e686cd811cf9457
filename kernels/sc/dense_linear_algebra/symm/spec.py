"""symm: PolyBench symm: C = alpha * A * B + beta * C, A symmetric M x M given by its lower triangle

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def symm(C, A, B, M, N, alpha, beta):
    for i in range(0, M):
        for j in range(0, N):
            temp2 = float(0)
            for k in range(0, i):
                C[k, j] += ((alpha * B[i, j]) * A[i, k])
                temp2 += (B[k, j] * A[i, k])
            C[i, j] = (((beta * C[i, j]) + ((alpha * B[i, j]) * A[i, i])) + (alpha * temp2))

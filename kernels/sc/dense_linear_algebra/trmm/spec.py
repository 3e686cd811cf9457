"""trmm: PolyBench trmm: B = alpha * A^T * B in place, A unit lower triangular M x M, B is M x N

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def trmm(B, A, M, N, alpha):
    for i in range(0, M):
        for j in range(0, N):
            s = B[i, j]
            for k in range((i + 1), M):
                s += (A[k, i] * B[k, j])
            B[i, j] = (alpha * s)

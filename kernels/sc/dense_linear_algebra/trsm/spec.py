"""trsm: triangular solve with many right-hand sides: B = alpha * L^-1 * B (L lower, M x M; B is M x N)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def trsm(B, L, M, N, alpha):
    for i in range(0, M):
        for j in range(0, N):
            s = (alpha * B[i, j])
            for k in range(0, i):
                s -= (L[i, k] * B[k, j])
            B[i, j] = (s / L[i, i])

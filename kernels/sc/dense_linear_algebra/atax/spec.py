"""atax: PolyBench atax: tmp = A * x; y = A^T * tmp (A is M x N, row-major)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def atax(A, x, y, tmp, M, N):
    for j in range(0, N):
        y[j] = 0
    for i in range(0, M):
        s = float(0)
        for j in range(0, N):
            s += (A[i, j] * x[j])
        tmp[i] = s
        for j in range(0, N):
            y[j] += (A[i, j] * s)

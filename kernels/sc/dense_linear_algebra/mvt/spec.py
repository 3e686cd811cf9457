"""mvt: PolyBench mvt: x1 = x1 + A * y_1; x2 = x2 + A^T * y_2 (row-major)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mvt(x1, x2, y_1, y_2, A, N):
    for i in range(0, N):
        s = x1[i]
        for j in range(0, N):
            s += (A[i, j] * y_1[j])
        x1[i] = s
    for i in range(0, N):
        s = x2[i]
        for j in range(0, N):
            s += (A[j, i] * y_2[j])
        x2[i] = s

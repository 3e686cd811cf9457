"""gemver: PolyBench gemver: A += u1 v1^T + u2 v2^T; x += beta A^T y + z; w += alpha A x

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gemver(A, u1, v1, u2, v2, w, x, y, z, N, alpha, beta):
    for i in range(0, N):
        for j in range(0, N):
            A[i, j] = ((A[i, j] + (u1[i] * v1[j])) + (u2[i] * v2[j]))
    for i in range(0, N):
        s = x[i]
        for j in range(0, N):
            s = (s + ((beta * A[j, i]) * y[j]))
        x[i] = s
    for i in range(0, N):
        x[i] = (x[i] + z[i])
    for i in range(0, N):
        s = w[i]
        for j in range(0, N):
            s = (s + ((alpha * A[i, j]) * x[j]))
        w[i] = s

"""bicg: PolyBench bicg: s = A^T * r; q = A * p (A is N x M, row-major)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bicg(A, s, q, p, r, M, N):
    for j in range(0, M):
        s[j] = 0
    for i in range(0, N):
        acc = float(0)
        for j in range(0, M):
            s[j] += (r[i] * A[i, j])
            acc += (A[i, j] * p[j])
        q[i] = acc

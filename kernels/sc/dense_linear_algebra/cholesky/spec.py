"""cholesky: PolyBench cholesky: A = L * L^T in place (L in the lower triangle), A symmetric positive definite

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cholesky(A, N):
    for i in range(0, N):
        for j in range(0, i):
            s = A[i, j]
            for k in range(0, j):
                s -= (A[i, k] * A[j, k])
            A[i, j] = (s / A[j, j])
        d = A[i, i]
        for k in range(0, i):
            d -= (A[i, k] * A[i, k])
        A[i, i] = float(np.sqrt(float(d)))

"""lu: PolyBench lu: in-place LU without pivoting (unit lower L below the diagonal, U on and above)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lu(A, N):
    for k in range(0, N):
        for i in range((k + 1), N):
            A[i, k] /= A[k, k]
            for j in range((k + 1), N):
                A[i, j] -= (A[i, k] * A[k, j])

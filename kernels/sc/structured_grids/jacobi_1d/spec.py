"""jacobi_1d: PolyBench jacobi-1d: TSTEPS times B[i] = 0.33333 * (A[i-1] + A[i] + A[i+1]), then A from B

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def jacobi_1d(A, B, TSTEPS, N):
    c = float(0.33333)
    for t in range(0, TSTEPS):
        for i in range(1, (N - 1)):
            B[i] = (c * ((A[(i - 1)] + A[i]) + A[(i + 1)]))
        for i in range(1, (N - 1)):
            A[i] = (c * ((B[(i - 1)] + B[i]) + B[(i + 1)]))

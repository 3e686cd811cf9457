"""ludcmp: PolyBench ludcmp: A = L * U in place, then solve L y = b and U x = y

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ludcmp(A, b, x, y, N):
    for i in range(0, N):
        for j in range(0, i):
            w = A[i, j]
            for k in range(0, j):
                w -= (A[i, k] * A[k, j])
            A[i, j] = (w / A[j, j])
        for j in range(i, N):
            w = A[i, j]
            for k in range(0, i):
                w -= (A[i, k] * A[k, j])
            A[i, j] = w
    for i in range(0, N):
        w = b[i]
        for j in range(0, i):
            w -= (A[i, j] * y[j])
        y[i] = w
    for i in range((N - 1), 0 - 1, -1):
        w = y[i]
        for j in range((i + 1), N):
            w -= (A[i, j] * x[j])
        x[i] = (w / A[i, i])

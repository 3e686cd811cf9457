"""gesummv: PolyBench gesummv: tmp = A * x; y = alpha * tmp + beta * B * x (row-major)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gesummv(A, B, tmp, x, y, N, alpha, beta):
    for i in range(0, N):
        t = float(0)
        s = float(0)
        for j in range(0, N):
            t = ((A[i, j] * x[j]) + t)
            s = ((B[i, j] * x[j]) + s)
        tmp[i] = t
        y[i] = ((alpha * t) + (beta * s))

"""2mm: PolyBench 2mm: tmp = alpha * A * B; D = beta * D + tmp * C (row-major)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def k2mm(tmp, A, B, C, D, NI, NJ, NK, NL, alpha, beta):
    for i in range(0, NI):
        for j in range(0, NJ):
            s = float(0)
            for k in range(0, NK):
                s += ((alpha * A[i, k]) * B[k, j])
            tmp[i, j] = s
    for i in range(0, NI):
        for j in range(0, NL):
            s = (D[i, j] * beta)
            for k in range(0, NJ):
                s += (tmp[i, k] * C[k, j])
            D[i, j] = s

"""trisolv: PolyBench trisolv: forward substitution x = L^-1 b, L the lower triangle of a diagonally dominant matrix

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def trisolv(x, L, b, N):
    for i in range(0, N):
        s = b[i]
        for j in range(0, i):
            s -= (L[i, j] * x[j])
        x[i] = (s / L[i, i])

"""lfk06_glre: LFK 6: general linear recurrence equations w[i] = 0.01 + sum_k b[k][i] * w[i-k-1]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk06_glre(w, b, n):
    for i in range(1, n):
        w[i] = float(0.01)
        for k in range(0, i):
            w[i] += (b[k, i] * w[((i - k) - 1)])

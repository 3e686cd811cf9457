"""s173: a[i + k] = a[i] + b[i], k = LEN_1D/2

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s173(a, b, LEN_1D):
    k = (LEN_1D // 2)
    for i in range(0, (LEN_1D // 2)):
        a[(i + k)] = (a[i] + b[i])

"""s131: a[i] = a[i + m] + b[i], m = 1 (forward substitution)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s131(a, b, LEN_1D):
    m = 1
    for i in range(0, (LEN_1D - 1)):
        a[i] = (a[(i + m)] + b[i])

"""s351: unrolled saxpy, alpha = c[0]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s351(a, b, c, LEN_1D):
    alpha = c[0]
    for i in range(0, LEN_1D, 5):
        a[i] += (alpha * b[i])
        a[(i + 1)] += (alpha * b[(i + 1)])
        a[(i + 2)] += (alpha * b[(i + 2)])
        a[(i + 3)] += (alpha * b[(i + 3)])
        a[(i + 4)] += (alpha * b[(i + 4)])

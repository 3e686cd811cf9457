"""s256: array expansion a[j] = 1 - a[j-1]; aa[j][i] = a[j] + bb[j][i] * d[j]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s256(a, aa, bb, d, LEN_2D):
    for i in range(0, LEN_2D):
        for j in range(1, LEN_2D):
            a[j] = (float(1.0) - a[(j - 1)])
            aa[j, i] = (a[j] + (bb[j, i] * d[j]))

"""s257: array expansion a[i] = aa[j][i] - a[i-1]; aa[j][i] = a[i] + bb[j][i]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s257(a, aa, bb, LEN_2D):
    for i in range(1, LEN_2D):
        for j in range(0, LEN_2D):
            a[i] = (aa[j, i] - a[(i - 1)])
            aa[j, i] = (a[i] + bb[j, i])

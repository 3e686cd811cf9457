"""s119: aa[i][j] = aa[i-1][j-1] + bb[i][j]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s119(aa, bb, LEN_2D):
    for i in range(1, LEN_2D):
        for j in range(1, LEN_2D):
            aa[i, j] = (aa[(i - 1), (j - 1)] + bb[i, j])

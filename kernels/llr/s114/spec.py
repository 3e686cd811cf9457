"""s114: aa[i][j] = aa[j][i] + bb[i][j], j < i (transpose)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s114(aa, bb, LEN_2D):
    for i in range(0, LEN_2D):
        for j in range(0, i):
            aa[i, j] = (aa[j, i] + bb[i, j])

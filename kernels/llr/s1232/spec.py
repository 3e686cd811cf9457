"""s1232: interchanging of triangular loops, aa[i][j] = bb[i][j] + cc[i][j], i >= j

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1232(aa, bb, cc, LEN_2D):
    for j in range(0, LEN_2D):
        for i in range(j, LEN_2D):
            aa[i, j] = (bb[i, j] + cc[i, j])

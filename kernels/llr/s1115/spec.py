"""s1115: aa[i][j] = aa[i][j] * cc[j][i] + bb[i][j]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1115(aa, bb, cc, LEN_2D):
    for i in range(0, LEN_2D):
        for j in range(0, LEN_2D):
            aa[i, j] = ((aa[i, j] * cc[j, i]) + bb[i, j])

"""s232: interchanging of triangular loops, aa[j][i] = aa[j][i-1]^2 + bb[j][i]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s232(aa, bb, LEN_2D):
    for j in range(1, LEN_2D):
        for i in range(1, j + 1):
            aa[j, i] = ((aa[j, (i - 1)] * aa[j, (i - 1)]) + bb[j, i])

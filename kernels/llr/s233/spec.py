"""s233: interchanging with one of two inner loops

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s233(aa, bb, cc, LEN_2D):
    for i in range(1, LEN_2D):
        for j in range(1, LEN_2D):
            aa[j, i] = (aa[(j - 1), i] + cc[j, i])
        for j in range(1, LEN_2D):
            bb[j, i] = (bb[j, (i - 1)] + cc[j, i])

"""s231: loop interchange, aa[j][i] = aa[j-1][i] + bb[j][i]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s231(aa, bb, LEN_2D):
    for i in range(0, LEN_2D):
        for j in range(1, LEN_2D):
            aa[j, i] = (aa[(j - 1), i] + bb[j, i])

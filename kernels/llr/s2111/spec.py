"""s2111: wavefront aa[j][i] = (aa[j][i-1] + aa[j-1][i]) / 1.9

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2111(aa, LEN_2D):
    for j in range(1, LEN_2D):
        for i in range(1, LEN_2D):
            aa[j, i] = ((aa[j, (i - 1)] + aa[(j - 1), i]) / float(1.9))

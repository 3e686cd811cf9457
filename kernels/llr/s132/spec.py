"""s132: aa[j][i] = aa[k][i-1] + b[i] * c[1], ambiguous subscripts

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s132(aa, b, c, LEN_2D):
    m = 0
    j = m
    k = (m + 1)
    for i in range(1, LEN_2D):
        aa[j, i] = (aa[k, (i - 1)] + (b[i] * c[1]))

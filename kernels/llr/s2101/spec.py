"""s2101: main diagonal aa[i][i] += bb[i][i] * cc[i][i]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2101(aa, bb, cc, LEN_2D):
    for i in range(0, LEN_2D):
        aa[i, i] += (bb[i, i] * cc[i, i])

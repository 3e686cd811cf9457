"""s2102: identity matrix

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2102(aa, LEN_2D):
    for i in range(0, LEN_2D):
        for j in range(0, LEN_2D):
            aa[j, i] = float(0.0)
        aa[i, i] = float(1.0)

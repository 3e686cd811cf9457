"""s141: walk a row of a symmetric packed array

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s141(flat, bb, LEN_2D):
    for i in range(0, LEN_2D):
        k = (((((i + 1) * ((i + 1) - 1)) // 2) + (i + 1)) - 1)
        for j in range(i, LEN_2D):
            flat[k] += bb[j, i]
            k += (j + 1)

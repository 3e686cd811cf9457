"""s118: potential dot product recursion a[i] += bb[j][i] * a[i-j-1]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s118(a, bb, LEN_2D):
    for i in range(1, LEN_2D):
        for j in range(0, (i - 1) + 1):
            a[i] += (bb[j, i] * a[((i - j) - 1)])

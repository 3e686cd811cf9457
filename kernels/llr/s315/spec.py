"""s315: if to max with index reduction, 1 dimension

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s315(a, xmax, imax, LEN_1D):
    x = a[0]
    index = 0
    for i in range(0, LEN_1D):
        if (a[i] > x):
            x = a[i]
            index = i
    xmax[0] = x
    imax[0] = index

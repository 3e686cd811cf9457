"""s316: if to min reduction

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s316(a, xmin, LEN_1D):
    x = a[0]
    for i in range(1, LEN_1D):
        if (a[i] < x):
            x = a[i]
    xmin[0] = x

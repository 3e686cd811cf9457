"""s291: wrap-around variable, 1 level

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s291(a, b, LEN_1D):
    im1 = (LEN_1D - 1)
    for i in range(0, LEN_1D):
        a[i] = ((b[i] + b[im1]) * float(0.5))
        im1 = i

"""s292: wrap-around variable, 2 levels

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s292(a, b, LEN_1D):
    im1 = (LEN_1D - 1)
    im2 = (LEN_1D - 2)
    for i in range(0, LEN_1D):
        a[i] = (((b[i] + b[im1]) + b[im2]) * float(0.333))
        im2 = im1
        im1 = i

"""s255: carry-around variables, 2 levels

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s255(a, b, LEN_1D):
    x = b[(LEN_1D - 1)]
    y = b[(LEN_1D - 2)]
    for i in range(0, LEN_1D):
        a[i] = (((b[i] + x) + y) * float(0.333))
        y = x
        x = b[i]

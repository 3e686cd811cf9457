"""s254: carry-around variable

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s254(a, b, LEN_1D):
    x = b[(LEN_1D - 1)]
    for i in range(0, LEN_1D):
        a[i] = ((b[i] + x) * float(0.5))
        x = b[i]

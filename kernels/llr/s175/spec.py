"""s175: a[i] = a[i + inc] + b[i], stride inc

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s175(a, b, LEN_1D, inc):
    for i in range(0, (LEN_1D - 1), inc):
        a[i] = (a[(i + inc)] + b[i])

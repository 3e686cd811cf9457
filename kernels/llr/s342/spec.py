"""s342: unpacking

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s342(a, b, LEN_1D):
    j = (-1)
    for i in range(0, LEN_1D):
        if (a[i] > float(0.0)):
            j += 1
            a[i] = b[j]

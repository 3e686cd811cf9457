"""s3113: maximum of absolute value

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s3113(a, xmax, LEN_1D):
    m = ((-a[0]) if (a[0] < 0) else a[0])
    for i in range(0, LEN_1D):
        if (((-a[i]) if (a[i] < 0) else a[i]) > m):
            m = ((-a[i]) if (a[i] < 0) else a[i])
    xmax[0] = m

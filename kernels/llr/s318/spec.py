"""s318: isamax: max absolute value with index, stride inc

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s318(a, xmax, imax, LEN_1D, inc):
    k = 0
    index = 0
    m = ((-a[0]) if (a[0] < 0) else a[0])
    k += inc
    for i in range(1, LEN_1D):
        if (not (((-a[k]) if (a[k] < 0) else a[k]) <= m)):
            index = i
            m = ((-a[k]) if (a[k] < 0) else a[k])
        k += inc
    xmax[0] = m
    imax[0] = index

"""s253: scalar expansion assigned under if

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s253(a, b, c, d, LEN_1D):
    for i in range(0, LEN_1D):
        if (a[i] > b[i]):
            s = (a[i] - (b[i] * d[i]))
            c[i] += s
            a[i] = s

"""s261: wrap-around scalar

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s261(a, b, c, d, LEN_1D):
    for i in range(1, LEN_1D):
        t = (a[i] + b[i])
        a[i] = (t + c[(i - 1)])
        t = (c[i] * d[i])
        c[i] = t

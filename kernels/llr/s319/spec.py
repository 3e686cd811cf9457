"""s319: coupled reductions

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s319(a, b, c, d, e, sum, LEN_1D):
    s = 0.0
    for i in range(0, LEN_1D):
        a[i] = (c[i] + d[i])
        s += a[i]
        b[i] = (c[i] + e[i])
        s += b[i]
    sum[0] = s

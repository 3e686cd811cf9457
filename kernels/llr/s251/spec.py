"""s251: scalar expansion s = b + c*d; a = s*s

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s251(a, b, c, d, LEN_1D):
    for i in range(0, LEN_1D):
        s = (b[i] + (c[i] * d[i]))
        a[i] = (s * s)

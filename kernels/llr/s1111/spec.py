"""s1111: a[2i] = c*b + d*b + c*c + d*b + d*c (jump in data access)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1111(a, b, c, d, LEN_1D):
    for i in range(0, (LEN_1D // 2)):
        a[(2 * i)] = (((((c[i] * b[i]) + (d[i] * b[i])) + (c[i] * c[i])) + (d[i] * b[i])) + (d[i] * c[i]))

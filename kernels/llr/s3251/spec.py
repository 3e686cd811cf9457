"""s3251: scalar expansion

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s3251(a, b, c, d, e, LEN_1D):
    for i in range(0, (LEN_1D - 1)):
        a[(i + 1)] = (b[i] + c[i])
        b[i] = (c[i] * e[i])
        d[i] = (a[i] * e[i])

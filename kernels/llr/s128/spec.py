"""s128: coupled induction variables

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s128(a, b, c, d, LEN_1D):
    j = (-1)
    for i in range(0, (LEN_1D // 2)):
        k = (j + 1)
        a[i] = (b[k] - d[i])
        j = (k + 1)
        b[k] = (a[i] + c[k])

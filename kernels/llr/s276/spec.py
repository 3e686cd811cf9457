"""s276: if test using loop index

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s276(a, b, c, d, LEN_1D):
    mid = (LEN_1D // 2)
    for i in range(0, LEN_1D):
        if ((i + 1) < mid):
            a[i] += (b[i] * c[i])
        else:
            a[i] += (b[i] * d[i])

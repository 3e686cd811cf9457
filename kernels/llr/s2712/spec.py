"""s2712: if to elemental min

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2712(a, b, c, LEN_1D):
    for i in range(0, LEN_1D):
        if (a[i] > b[i]):
            a[i] += (b[i] * c[i])

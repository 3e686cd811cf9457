"""s121: a[i] = a[j] + b[i], j = i + 1

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s121(a, b, LEN_1D):
    for i in range(0, (LEN_1D - 1)):
        j = (i + 1)
        a[i] = (a[j] + b[i])

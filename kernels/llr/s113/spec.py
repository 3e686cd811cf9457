"""s113: a[i] = a[0] + b[i] (no dependence cycle)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s113(a, b, LEN_1D):
    for i in range(1, LEN_1D):
        a[i] = (a[0] + b[i])

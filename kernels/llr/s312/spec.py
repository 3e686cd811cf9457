"""s312: product reduction

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s312(a, prod, LEN_1D):
    p = float(1.0)
    for i in range(0, LEN_1D):
        p *= a[i]
    prod[0] = p

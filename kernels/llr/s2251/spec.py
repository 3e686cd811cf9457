"""s2251: scalar expansion with a carried scalar

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2251(a, b, c, d, e, LEN_1D):
    s = float(0.0)
    for i in range(0, LEN_1D):
        a[i] = (s * e[i])
        s = (b[i] + c[i])
        b[i] = (a[i] + d[i])

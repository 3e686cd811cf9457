"""s313: dot product

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s313(a, b, dot, LEN_1D):
    d = float(0.0)
    for i in range(0, LEN_1D):
        d += (a[i] * b[i])
    dot[0] = d

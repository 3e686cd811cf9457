"""s4117: seq function a[i] = b[i] + c[i/2] * d[i]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4117(a, b, c, d, LEN_1D):
    for i in range(0, LEN_1D):
        a[i] = (b[i] + (c[(i // 2)] * d[i]))

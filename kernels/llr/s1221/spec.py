"""s1221: b[i] = b[i - 4] + a[i] (run-time symbolic resolution)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1221(a, b, LEN_1D):
    for i in range(4, LEN_1D):
        b[i] = (b[(i - 4)] + a[i])

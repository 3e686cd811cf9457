"""s2711: semantic if removal

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2711(a, b, c, LEN_1D):
    for i in range(0, LEN_1D):
        if (b[i] != float(0.0)):
            a[i] += (b[i] * c[i])

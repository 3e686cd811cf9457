"""s451: intrinsics a[i] = sin(b[i]) + cos(c[i])

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s451(a, b, c, LEN_1D):
    for i in range(0, LEN_1D):
        a[i] = (np.sin(b[i]) + np.cos(c[i]))

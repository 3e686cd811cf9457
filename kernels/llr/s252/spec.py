"""s252: loop with ambiguous scalar temporary

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s252(a, b, c, LEN_1D):
    t = float(0.0)
    for i in range(0, LEN_1D):
        s = (b[i] * c[i])
        a[i] = (s + t)
        t = s

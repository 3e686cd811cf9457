"""s161: mutually exclusive branches, c[i+1] written under b[i] < 0

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s161(a, b, c, d, e, LEN_1D):
    for i in range(0, (LEN_1D - 1)):
        if (b[i] < float(0.0)):
            c[(i + 1)] = (a[i] + (d[i] * d[i]))
        else:
            a[i] = (c[i] + (d[i] * e[i]))

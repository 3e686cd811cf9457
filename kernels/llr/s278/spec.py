"""s278: if/goto to block if-then-else

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s278(a, b, c, d, e, LEN_1D):
    for i in range(0, LEN_1D):
        if (a[i] > float(0.0)):
            c[i] = ((-c[i]) + (d[i] * e[i]))
        else:
            b[i] = ((-b[i]) + (d[i] * e[i]))
        a[i] = (b[i] + (c[i] * d[i]))

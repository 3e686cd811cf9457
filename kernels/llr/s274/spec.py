"""s274: complex loop with dependent conditional

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s274(a, b, c, d, e, LEN_1D):
    for i in range(0, LEN_1D):
        a[i] = (c[i] + (e[i] * d[i]))
        if (a[i] > float(0.0)):
            b[i] = (a[i] + b[i])
        else:
            a[i] = (d[i] * e[i])

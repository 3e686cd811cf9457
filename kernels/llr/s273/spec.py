"""s273: simple loop with dependent conditional

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s273(a, b, c, d, e, LEN_1D):
    for i in range(0, LEN_1D):
        a[i] += (d[i] * e[i])
        if (a[i] < float(0.0)):
            b[i] += (d[i] * e[i])
        c[i] += (a[i] * d[i])

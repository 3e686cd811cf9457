"""s272: loop with independent conditional e[i] >= t

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s272(a, b, c, d, e, LEN_1D, t):
    for i in range(0, LEN_1D):
        if (e[i] >= t):
            a[i] += (c[i] * d[i])
            b[i] += (c[i] * c[i])

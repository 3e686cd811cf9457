"""s1279: vector if/gotos

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1279(a, b, c, d, e, LEN_1D):
    for i in range(0, LEN_1D):
        if (a[i] < float(0.0)):
            if (b[i] > a[i]):
                c[i] += (d[i] * e[i])

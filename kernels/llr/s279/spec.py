"""s279: vector if/gotos

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s279(a, b, c, d, e, LEN_1D):
    for i in range(0, LEN_1D):
        if (a[i] > float(0.0)):
            c[i] = ((-c[i]) + (e[i] * e[i]))
        else:
            b[i] = ((-b[i]) + (d[i] * d[i]))
            if (not (b[i] <= a[i])):
                c[i] += (d[i] * e[i])
        a[i] = (b[i] + (c[i] * d[i]))

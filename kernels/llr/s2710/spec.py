"""s2710: scalar and vector ifs

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2710(a, b, c, d, e, LEN_1D, x):
    for i in range(0, LEN_1D):
        if (a[i] > b[i]):
            a[i] += (b[i] * d[i])
            if (LEN_1D > 10):
                c[i] += (d[i] * d[i])
            else:
                c[i] = ((d[i] * e[i]) + float(1.0))
        else:
            b[i] = (a[i] + (e[i] * e[i]))
            if (x > float(0.0)):
                c[i] = (a[i] + (d[i] * d[i]))
            else:
                c[i] += (e[i] * e[i])

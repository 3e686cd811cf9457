"""s277: dependences arising from guard variable computation

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s277(a, b, c, d, e, LEN_1D):
    for i in range(0, (LEN_1D - 1)):
        if (a[i] >= float(0.0)):
            continue
        if (b[i] < float(0.0)):
            a[i] += (c[i] * d[i])
        b[(i + 1)] = (c[i] + (d[i] * e[i]))

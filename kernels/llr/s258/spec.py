"""s258: wrap-around scalar under an if (reads row 0 of aa)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s258(a, b, c, d, e, aa, LEN_2D):
    s = 0.0
    for i in range(0, LEN_2D):
        if (a[i] > 0.0):
            s = (d[i] * d[i])
        b[i] = ((s * c[i]) + d[i])
        e[i] = ((s + float(1.0)) * aa[0, i])

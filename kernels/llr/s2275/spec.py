"""s2275: loop distribution is needed to be able to interchange

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s2275(aa, bb, cc, a, b, c, d, LEN_2D):
    for i in range(0, LEN_2D):
        for j in range(0, LEN_2D):
            aa[j, i] = (aa[j, i] + (bb[j, i] * cc[j, i]))
        a[i] = (b[i] + (c[i] * d[i]))

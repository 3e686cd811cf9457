"""s127: induction variable with multiple increments

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s127(a, b, c, d, e, LEN_1D):
    j = (-1)
    for i in range(0, (LEN_1D // 2)):
        j += 1
        a[j] = (b[i] + (c[i] * d[i]))
        j += 1
        a[j] = (b[i] + (d[i] * e[i]))

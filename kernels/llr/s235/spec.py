"""s235: imperfectly nested loops

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s235(a, b, c, aa, bb, LEN_2D):
    for i in range(0, LEN_2D):
        a[i] += (b[i] * c[i])
        for j in range(1, LEN_2D):
            aa[j, i] = (aa[(j - 1), i] + (bb[j, i] * a[i]))

"""s125: flat[k] = aa[i][j] + bb[i][j] * cc[i][j], k collapsing two loops

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s125(flat, aa, bb, cc, LEN_2D):
    k = (-1)
    for i in range(0, LEN_2D):
        for j in range(0, LEN_2D):
            k += 1
            flat[k] = (aa[i, j] + (bb[i, j] * cc[i, j]))

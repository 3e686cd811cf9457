"""s275: if around inner loop, interchanging needed

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s275(aa, bb, cc, LEN_2D):
    for i in range(0, LEN_2D):
        if (aa[0, i] > float(0.0)):
            for j in range(1, LEN_2D):
                aa[j, i] = (aa[(j - 1), i] + (bb[j, i] * cc[j, i]))

"""s343: pack a 2-d array into one dimension

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s343(flat, aa, bb, LEN_2D):
    k = (-1)
    for i in range(0, LEN_2D):
        for j in range(0, LEN_2D):
            if (bb[j, i] > float(0.0)):
                k += 1
                flat[k] = aa[j, i]

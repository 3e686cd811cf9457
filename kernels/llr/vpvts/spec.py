"""vpvts: vector plus vector times scalar

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vpvts(a, b, LEN_1D, s):
    for i in range(0, LEN_1D):
        a[i] += (b[i] * s)

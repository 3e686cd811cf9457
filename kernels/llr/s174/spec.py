"""s174: a[i + M] = a[i] + b[i], i < M

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s174(a, b, LEN_1D, M):
    for i in range(0, M):
        a[(i + M)] = (a[i] + b[i])

"""s352: unrolled dot product

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s352(a, b, dot, LEN_1D):
    d = float(0.0)
    for i in range(0, LEN_1D, 5):
        d = (((((d + (a[i] * b[i])) + (a[(i + 1)] * b[(i + 1)])) + (a[(i + 2)] * b[(i + 2)])) + (a[(i + 3)] * b[(i + 3)])) + (a[(i + 4)] * b[(i + 4)]))
    dot[0] = d

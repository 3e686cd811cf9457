"""s115: triangular saxpy a[i] -= aa[j][i] * a[j]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s115(a, aa, LEN_2D):
    for j in range(0, LEN_2D):
        for i in range((j + 1), LEN_2D):
            a[i] -= (aa[j, i] * a[j])

"""s176: convolution a[i] += b[i+m-j-1] * c[j]

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s176(a, b, c, LEN_1D):
    m = (LEN_1D // 2)
    for j in range(0, (LEN_1D // 2)):
        for i in range(0, m):
            a[i] += (b[(((i + m) - j) - 1)] * c[j])

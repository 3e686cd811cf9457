"""s482: loop exit with code before exit (b drawn positive, c negative)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s482(a, b, c, LEN_1D):
    for i in range(0, LEN_1D):
        a[i] += (b[i] * c[i])
        if (c[i] > b[i]):
            break

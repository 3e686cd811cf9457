"""TSVC-2 s152: b[i] = d[i] * e[i]; a[i] += b[i] * c[i] through a subroutine."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s152s(a, b, c, i):
    a[i] += b[i] * c[i]


def s152(a, b, c, d, e, LEN_1D):
    for i in prange(LEN_1D):
        b[i] = d[i] * e[i]
        s152s(a, b, c, i)

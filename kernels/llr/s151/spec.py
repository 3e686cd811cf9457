"""TSVC-2 s151: a[i] = a[i + m] + b[i] through a subroutine, m = 1 (a forward read of a)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s151s(a, b, m, LEN_1D):
    for i in range(LEN_1D - 1):
        a[i] = a[i + m] + b[i]


def s151(a, b, LEN_1D):
    s151s(a, b, 1, LEN_1D)

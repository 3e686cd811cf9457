"""TSVC-2 s4121: statement function: a[i] += f(b[i], c[i]) with f(x, y) = x * y."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def f(x, y):
    return x * y


def s4121(a, b, c, LEN_1D):
    for i in prange(LEN_1D):
        a[i] += f(b[i], c[i])

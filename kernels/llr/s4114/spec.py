"""TSVC-2 s4114: indirect addressing with variable bounds: a[i] = b[i] + c[LEN_1D - ip[i] - 1] * d[i] for i >= n1 - 1."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4114(a, b, c, d, ip, LEN_1D, n1):
    for i in prange(n1 - 1, LEN_1D):
        k = ip[i]
        a[i] = b[i] + c[LEN_1D - k + 1 - 2] * d[i]

"""TSVC-2 vag: vector assignment, gather: a[i] = b[ip[i]]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vag(a, b, ip, LEN_1D):
    for i in prange(LEN_1D):
        a[i] = b[ip[i]]

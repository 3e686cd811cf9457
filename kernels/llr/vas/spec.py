"""TSVC-2 vas: vector assignment, scatter: a[ip[i]] = b[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vas(a, b, ip, LEN_1D):
    # a scatter: iterations are independent only when ip has no repeats, so the loop stays sequential
    for i in range(LEN_1D):
        a[ip[i]] = b[i]

"""TSVC-2 s4113: indirect addressing on both sides: a[ip[i]] = b[ip[i]] + c[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4113(a, b, c, ip, LEN_1D):
    # a scatter: iterations are independent only when ip has no repeats, so the loop stays sequential
    for i in range(LEN_1D):
        a[ip[i]] = b[ip[i]] + c[i]

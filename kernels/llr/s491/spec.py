"""TSVC-2 s491: indirect addressing on the left-hand side (scatter): a[ip[i]] = b[i] + c[i] * d[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s491(a, b, c, d, ip, LEN_1D):
    # a scatter: iterations are independent only when ip has no repeats, so the loop stays sequential
    for i in range(LEN_1D):
        a[ip[i]] = b[i] + c[i] * d[i]

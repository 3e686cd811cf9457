"""TSVC-2 s4112: sparse saxpy (gather): a[i] += b[ip[i]] * s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4112(a, b, ip, LEN_1D, s):
    for i in prange(LEN_1D):
        a[i] += b[ip[i]] * s

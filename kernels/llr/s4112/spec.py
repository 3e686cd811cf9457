"""TSVC-2 s4112: sparse saxpy (gather): a[i] += b[ip[i]] * s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4112(a, b, ip, LEN_1D, s):
    sr = a.dtype.type(s)  # s is a real_t in the C reference
    for i in prange(LEN_1D):
        a[i] += b[ip[i]] * sr

"""TSVC-2 s4115: sparse dot product sum[0] = sum_i a[i] * b[ip[i]]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4115(a, b, ip, sum, LEN_1D):
    s = a.dtype.type(0.0)  # accumulated in real_t, in order
    for i in range(LEN_1D):
        s += a[i] * b[ip[i]]
    sum[0] = s

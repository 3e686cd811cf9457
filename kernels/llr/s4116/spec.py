"""TSVC-2 s4116: sparse dot product over row j-1 of aa: sum[0] = sum_i a[inc + i] * aa[j - 1][ip[i]]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s4116(a, aa, ip, sum, LEN_2D, j, inc):
    s = a.dtype.type(0.0)  # accumulated in real_t, in order
    for i in range(LEN_2D - 1):
        off = inc + i
        s += a[off] * aa[j - 1, ip[i]]
    sum[0] = s

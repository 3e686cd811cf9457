"""TSVC-2 s424: common and equivalenced variables, overlap: xx[i + 1] = flat[i] + a[i] with xx = flat + 63."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s424(flat, a, LEN_1D):
    vl = 63
    # xx[i + 1] is flat[vl + i + 1]: a true dependence of distance 64, kept in order
    for i in range(LEN_1D - 1):
        flat[vl + i + 1] = flat[i] + a[i]

"""TSVC-2 s423: common and equivalenced variables with anti-dependence: flat[i + 1] = xx[i] + a[i] with xx = flat + 64."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s423(flat, a, LEN_1D):
    vl = 64
    # xx[i] is flat[vl + i]
    for i in range(LEN_1D - 1):
        flat[i + 1] = flat[vl + i] + a[i]

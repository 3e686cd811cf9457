"""pat_welford_block: Welford running mean and population variance of each block of B samples."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_welford_block(x, mean, var, NB, B):
    for r in prange(NB):
        m = x.dtype.type(0)
        m2 = x.dtype.type(0)
        for j in range(B):
            v = x[r, j]
            d = v - m
            m += d / x.dtype.type(j + 1)
            m2 += d * (v - m)
        mean[r] = m
        var[r] = m2 / x.dtype.type(B)

"""TSVC-2 s442_rand: computed goto on indx[i] (random in 0..4): a[i] += c[i]^2, d[i]^2, e[i]^2 or (otherwise) b[i]^2."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s442_rand(a, b, c, d, e, indx, LEN_1D):
    for i in prange(LEN_1D):
        k = indx[i]
        if k == 2:
            a[i] += c[i] * c[i]
        elif k == 3:
            a[i] += d[i] * d[i]
        elif k == 4:
            a[i] += e[i] * e[i]
        else:
            a[i] += b[i] * b[i]

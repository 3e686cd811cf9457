"""TSVC-2 s471: call statements: x[i] = b[i] + d[i]^2; (a call to an empty function); b[i] = c[i] + d[i] * e[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s471s():
    return 0


def s471(x, b, c, d, e, LEN_1D):
    m = LEN_1D
    for i in prange(m):
        x[i] = b[i] + d[i] * d[i]
        s471s()
        b[i] = c[i] + d[i] * e[i]

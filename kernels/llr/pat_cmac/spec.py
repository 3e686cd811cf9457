"""pat_cmac: interleaved complex multiply-accumulate c[k] += a[k] * b[k] on (re, im) pairs."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_cmac(a, b, c, N):
    for k in prange(N):
        ar = a[2 * k]
        ai = a[2 * k + 1]
        br = b[2 * k]
        bi = b[2 * k + 1]
        c[2 * k] += ar * br - ai * bi
        c[2 * k + 1] += ar * bi + ai * br

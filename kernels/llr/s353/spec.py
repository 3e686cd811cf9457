"""TSVC-2 s353: unrolled sparse saxpy (gather): a[i] += c[0] * b[ip[i]], five elements per iteration."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s353(a, b, c, ip, LEN_1D):
    alpha = c[0]
    for q in prange(LEN_1D // 5):
        i = 5 * q
        a[i] += alpha * b[ip[i]]
        a[i + 1] += alpha * b[ip[i + 1]]
        a[i + 2] += alpha * b[ip[i + 2]]
        a[i + 3] += alpha * b[ip[i + 3]]
        a[i + 4] += alpha * b[ip[i + 4]]

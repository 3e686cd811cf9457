"""loop_fuse_shift: t[i] = a[i] * b[i]; c[i] = (t[i+1] - t[i-1]) * h[i], one-sided at both ends (fusion candidate)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_fuse_shift(t, c, a, b, h, LEN_1D):
    for i in prange(LEN_1D):
        t[i] = a[i] * b[i]
    c[0] = (t[1] - t[0]) * h[0]
    for i in prange(1, LEN_1D - 1):
        c[i] = (t[i + 1] - t[i - 1]) * h[i]
    c[LEN_1D - 1] = (t[LEN_1D - 1] - t[LEN_1D - 2]) * h[LEN_1D - 1]

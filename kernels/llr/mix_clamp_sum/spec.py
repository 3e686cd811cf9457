"""mix_clamp_sum: s = sum min(max(x[i], lo), hi); nclip = number of x[i] outside [lo, hi]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_clamp_sum(x, s, nclip, LEN_1D, lo, hi):
    l = x.dtype.type(lo)
    h = x.dtype.type(hi)
    acc = s.dtype.type(0.0)
    n = 0
    for i in range(LEN_1D):
        v = x[i]
        if v < l or v > h:
            n += 1
        v = l if v < l else v
        v = h if v > h else v
        acc += v
    s[0] = acc
    nclip[0] = n

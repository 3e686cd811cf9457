"""prefix_scan: the inclusive prefix sum out[i] = in[0] + ... + in[i], accumulated left to right.
The manifest's argument `in` is spelled `in_` here (`in` is a Python keyword)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def prefix_scan(out, in_, N):
    s = out.dtype.type(0)
    for i in range(N):
        s += in_[i]
        out[i] = s

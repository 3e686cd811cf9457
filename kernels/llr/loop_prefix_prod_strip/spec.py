"""loop_prefix_prod_strip: b[i] = a[s] * ... * a[i] within each strip of S elements (strip-mined prefix products)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_prefix_prod_strip(b, a, LEN_1D, S):
    nstrips = (LEN_1D + S - 1) // S
    for k in prange(nstrips):
        s0 = k * S
        s1 = min(s0 + S, LEN_1D)
        p = 1.0
        for i in range(s0, s1):
            p *= a[i]
            b[i] = p

"""loop_cummax_drawdown: b[i] = max(a[0..i]) (running maximum), c[i] = b[i] - a[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_cummax_drawdown(b, c, a, LEN_1D):
    m = a[0]
    for i in range(LEN_1D):
        if a[i] > m:
            m = a[i]
        b[i] = m
        c[i] = m - a[i]

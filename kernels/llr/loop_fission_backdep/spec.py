"""loop_fission_backdep: a[i] = c[i-1] * d[i] + b[i]; c[i] = b[i] * e[i] - d[i] (backward dependence, no cycle)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_fission_backdep(a, c, b, d, e, LEN_1D):
    a[0] = b[0]
    c[0] = b[0] * e[0] - d[0]
    for i in range(1, LEN_1D):
        a[i] = c[i - 1] * d[i] + b[i]
        c[i] = b[i] * e[i] - d[i]

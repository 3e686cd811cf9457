"""loop_horner: y[i] = c[0] + x[i] * (c[1] + x[i] * (... + x[i] * c[D-1])) by Horner's rule per element."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_horner(y, x, c, LEN_1D, D):
    for i in prange(LEN_1D):
        xi = x[i]
        p = c[D - 1]
        for k in range(D - 2, -1, -1):
            p = p * xi + c[k]
        y[i] = p

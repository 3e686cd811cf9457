"""loop_unpack_mask: y[i] = m[i] ? v[j++] : f[i] (Fortran UNPACK with a field)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_unpack_mask(y, m, v, f, LEN_1D):
    j = 0
    for i in range(LEN_1D):
        if m[i]:
            y[i] = v[j]
            j += 1
        else:
            y[i] = f[i]

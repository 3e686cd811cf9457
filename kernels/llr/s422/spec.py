"""TSVC-2 s422: common and equivalence, anti-dependence with threshold 4: xx[i] = flat[i + 8] + a[i] with xx = flat + 4."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s422(flat, a, LEN_1D):
    # xx[i] is flat[4 + i]; each iteration reads an element written 4 iterations later: kept in order
    for i in range(LEN_1D):
        flat[4 + i] = flat[i + 8] + a[i]

"""TSVC-2 s421: equivalence, no overlap: xx[i] = yy[i + 1] + a[i] with yy the same array as xx."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s421(xx, a, LEN_1D):
    yy = xx
    # each iteration reads the element the next one writes: kept in order
    for i in range(LEN_1D - 1):
        xx[i] = yy[i + 1] + a[i]

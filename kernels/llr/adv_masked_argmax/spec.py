"""adv_masked_argmax: xmax, imax = max and first index of b[i] over the i with a[i] > t.

xmax = 0 and imax = -1 when no a[i] exceeds t."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_masked_argmax(a, b, xmax, imax, LEN_1D, t):
    x = xmax.dtype.type(0.0)
    index = -1
    for i in range(LEN_1D):
        if a[i] > t and (index < 0 or b[i] > x):
            x = b[i]
            index = i
    xmax[0] = x
    imax[0] = index

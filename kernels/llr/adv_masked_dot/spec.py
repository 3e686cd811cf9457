"""adv_masked_dot: masked dot product s = sum of b[i] * c[i] over the i with a[i] > t."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_masked_dot(a, b, c, s, LEN_1D, t):
    acc = s.dtype.type(0.0)
    for i in range(LEN_1D):
        if a[i] > t:
            acc += b[i] * c[i]
    s[0] = acc

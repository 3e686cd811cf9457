"""adv_carried_sign: a[i] = a[i-1] > 0 ? b[i] - s * a[i-1] : c[i] + s * a[i-1], i = 1 .. LEN_1D - 1 in
order (the branch is on the value the previous iteration wrote; a[0] is left as it is)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_carried_sign(a, b, c, LEN_1D, s):
    sr = a.dtype.type(s)
    for i in range(1, LEN_1D):
        if a[i - 1] > 0:
            a[i] = b[i] - sr * a[i - 1]
        else:
            a[i] = c[i] + sr * a[i - 1]

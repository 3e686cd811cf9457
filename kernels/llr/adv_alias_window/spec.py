"""adv_alias_window: a[i + WOFF] = a[i + ROFF] * s + b[i] on one array, both offsets drawn.

i runs from 0 to LEN_1D - max(WOFF, ROFF) - 1 in ascending order: with WOFF > ROFF a read sees a value
written WOFF - ROFF iterations earlier, with WOFF < ROFF the old value."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_alias_window(a, b, LEN_1D, WOFF, ROFF, s):
    sr = a.dtype.type(s)
    n = LEN_1D - max(WOFF, ROFF)
    for i in range(n):
        a[i + WOFF] = a[i + ROFF] * sr + b[i]

"""pat_segscan: segmented inclusive sum, s = a[i] where head[i] != 0 else s + a[i]; b[i] = s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_segscan(head, a, b, N):
    s = a.dtype.type(0)
    for i in range(N):
        if head[i] != 0:
            s = a[i]
        else:
            s += a[i]
        b[i] = s

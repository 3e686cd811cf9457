"""pat_median3: three-point median filter b[i] = median(a[i-1], a[i], a[i+1]), the two ends copied."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_median3(a, b, N):
    b[0] = a[0]
    for i in prange(1, N - 1):
        p = a[i - 1]
        q = a[i]
        r = a[i + 1]
        lo = p if p < q else q
        hi = q if p < q else p
        m = hi if hi < r else r
        b[i] = lo if lo > m else m
    b[N - 1] = a[N - 1]

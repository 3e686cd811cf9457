"""adv_secret_stride: a[i] = a[i-K] * c + b[i], i >= K, recurrence distance K drawn at run time."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_secret_stride(a, b, LEN_1D, K, c):
    for i in range(K, LEN_1D):
        a[i] = a[i - K] * c + b[i]

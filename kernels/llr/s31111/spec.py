"""TSVC-2 s31111 (variant): sum of a over every whole 32-element block, as eight 4-element sums through a function."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def test(a, k):
    # the C helper test(&a[k]): a 4-element sum accumulated in real_t from zero
    s = a.dtype.type(0.0)
    for i in range(4):
        s += a[k + i]
    return s


def s31111(a, sum, LEN_1D):
    s = a.dtype.type(0.0)
    k = 0
    while k + 32 <= LEN_1D:
        for q in range(8):
            s += test(a, k + 4 * q)
        k += 32
    sum[0] = s

"""TSVC-2 s1351: induction pointer recognition, a[i] = b[i] + c[i] through three advancing pointers."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def s1351(a, b, c, LEN_1D):
    # the C reference walks three pointers A, B, C one element per iteration
    ia = 0
    ib = 0
    ic = 0
    for i in range(LEN_1D):
        a[ia] = b[ib] + c[ic]
        ia += 1
        ib += 1
        ic += 1

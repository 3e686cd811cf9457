"""pat_oddeven_pass: one odd-even transposition sort round, compare-and-swap (0,1), (2,3), ... then
(1,2), (3,4), ..., in place."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_oddeven_pass(a, N):
    for ph in range(2):
        for j in prange((N - ph) // 2):
            i = ph + 2 * j
            p = a[i]
            q = a[i + 1]
            if p > q:
                a[i] = q
                a[i + 1] = p

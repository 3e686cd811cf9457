"""pat_bitrev_copy: bit-reversal permutation copy b[rev_LOGN(i)] = a[i], N = 2**LOGN."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_bitrev_copy(a, b, LOGN, N):
    for i in range(N):
        r = 0
        t = i
        for k in range(LOGN):
            r = (r << 1) | (t & 1)
            t >>= 1
        b[r] = a[i]

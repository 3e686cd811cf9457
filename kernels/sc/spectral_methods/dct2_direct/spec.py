"""dct2_direct: DCT-II by the direct sum X[r][k] = sum_n x[r][n] cos(pi (2n+1) k / (2N)) on NROW rows."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dct2_direct(X, x, NROW, N):
    P = 4 * N
    tab = np.empty(P, dtype=x.dtype)
    for m in range(P):
        tab[m] = math.cos(math.pi * float(m) / float(2 * N))
    for r in prange(NROW):
        for k in range(N):
            s = x.dtype.type(0)
            m = k
            for n in range(N):
                s += x[r, n] * tab[m]
                m += 2 * k
                while m >= P:
                    m -= P
            X[r, k] = s

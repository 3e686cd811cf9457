"""dst1_direct: DST-I by the direct sum X[r][k] = sum_n x[r][n] sin(pi (n+1)(k+1) / (N+1)) on NROW rows."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dst1_direct(X, x, NROW, N):
    P = 2 * N + 2
    tab = np.empty(P, dtype=x.dtype)
    for m in range(P):
        tab[m] = math.sin(math.pi * float(m) / float(N + 1))
    for r in prange(NROW):
        for k in range(N):
            s = x.dtype.type(0)
            m = 0
            for n in range(N):
                m += k + 1
                if m >= P:
                    m -= P
                s += x[r, n] * tab[m]
            X[r, k] = s

"""power_iteration: K power-method steps y = A x, lam = x . y, x = y / ||y||_2 on an SPD matrix."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def power_iteration(A, x, y, lam, N, K):
    for it in range(K):
        for i in prange(N):
            s = A.dtype.type(0)
            for j in range(N):
                s += A[i, j] * x[j]
            y[i] = s
        l = A.dtype.type(0)
        q = A.dtype.type(0)
        for i in range(N):
            l += x[i] * y[i]
            q += y[i] * y[i]
        nrm = A.dtype.type(math.sqrt(float(q)))
        for i in range(N):
            x[i] = y[i] / nrm
        lam[0] = l

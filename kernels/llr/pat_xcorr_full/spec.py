"""pat_xcorr_full: full cross-correlation r[k] = sum_i x[i] * y[i + k - (N - 1)] over the overlap."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_xcorr_full(x, y, r, N, M):
    for k in prange(N + M - 1):
        L = k - (N - 1)
        i0 = -L if L < 0 else 0
        i1 = M - L if M - L < N else N
        s = x.dtype.type(0)
        for i in range(i0, i1):
            s += x[i] * y[i + L]
        r[k] = s

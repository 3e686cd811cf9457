"""periodogram_direct: P[r][k] = |direct DFT of row r at bin k|^2 / N for the first M bins of NROW rows."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def periodogram_direct(P, x, NROW, N, M):
    ct = np.empty(N, dtype=x.dtype)
    st = np.empty(N, dtype=x.dtype)
    for m in range(N):
        ct[m] = math.cos(2.0 * math.pi * float(m) / float(N))
        st[m] = math.sin(2.0 * math.pi * float(m) / float(N))
    rn = x.dtype.type(N)
    for r in prange(NROW):
        for k in range(M):
            re = x.dtype.type(0)
            im = x.dtype.type(0)
            m = 0
            for n in range(N):
                re += x[r, n] * ct[m]
                im += x[r, n] * st[m]
                m += k
                if m >= N:
                    m -= N
            P[r, k] = (re * re + im * im) / rn

"""tridiag_columns: Thomas-algorithm tridiagonal solve a x[k-1] + b x[k] + c x[k+1] = d on every one of NCOL columns

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def tridiag_columns(x, a, b, c, d, NCOL, NZ):
    cp = np.zeros(256, dtype=np.float64)
    if ((NZ > 256) or (NZ < 1)):
        return
    for col in range(0, NCOL):
        o = (col * NZ)
        cp[0] = (c.reshape(-1)[o] / b.reshape(-1)[o])
        x.reshape(-1)[o] = (d.reshape(-1)[o] / b.reshape(-1)[o])
        for k in range(1, NZ):
            m = (b.reshape(-1)[(o + k)] - (a.reshape(-1)[(o + k)] * cp[(k - 1)]))
            cp[k] = (c.reshape(-1)[(o + k)] / m)
            x.reshape(-1)[(o + k)] = ((d.reshape(-1)[(o + k)] - (a.reshape(-1)[(o + k)] * x.reshape(-1)[((o + k) - 1)])) / m)
        for k in range((NZ - 2), 0 - 1, -1):
            x.reshape(-1)[(o + k)] -= (cp[k] * x.reshape(-1)[((o + k) + 1)])

"""LFK 2: ICCG excerpt (incomplete Cholesky conjugate gradient): halving passes x[i] = x[k] - v[k] * x[k-1] - v[k+1] * x[k+1]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk02_iccg(x, v, n):
    ii = n
    ipntp = 0
    while True:
        ipnt = ipntp
        ipntp += ii
        ii //= 2
        # a pass writes x[ipntp + 1 ..] from the part x[ipnt .. ipntp] it reads: its iterations are independent
        # (C's k = ipnt + 1, ipnt + 3, ... < ipntp with i = ipntp + 1, ipntp + 2, ...)
        for q in prange((ipntp - ipnt) // 2):
            k = ipnt + 1 + 2 * q
            i = ipntp + 1 + q
            x[i] = x[k] - v[k] * x[k - 1] - v[k + 1] * x[k + 1]
        if ii <= 0:
            break

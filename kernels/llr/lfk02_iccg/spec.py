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
        i = ipntp
        # each pass writes x[ipntp + 1 ..] from the part [ipnt, ipntp] it reads
        for k in range(ipnt + 1, ipntp, 2):
            i += 1
            x[i] = x[k] - v[k] * x[k - 1] - v[k + 1] * x[k + 1]
        if ii <= 0:
            break

"""bidiag_zero_shift_qr: K Demmel-Kahan zero-shift QR sweeps on each of NB upper bidiagonal matrices."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lartg(f, g, buf):
    """(c, s, r) into buf[0], buf[1], buf[2] (buf has the run precision's dtype)."""
    if g == 0:
        buf[0] = 1
        buf[1] = 0
        buf[2] = f
    elif f == 0:
        buf[0] = 0
        buf[1] = 1
        buf[2] = g
    else:
        buf[2] = math.sqrt(float(f * f + g * g))
        r = buf[2]
        buf[0] = f / r
        buf[1] = g / r


def bidiag_zero_shift_qr(d, e, NB, N, NE, K):
    buf = np.zeros(3, dtype=d.dtype)
    for m in range(NB):
        for sweep in range(K):
            cs = d.dtype.type(1)
            sn = d.dtype.type(0)
            r = d.dtype.type(0)
            oldcs = d.dtype.type(1)
            oldsn = d.dtype.type(0)
            for i in range(N - 1):
                lartg(d[m, i] * cs, e[m, i], buf)
                cs = buf[0]
                sn = buf[1]
                r = buf[2]
                if i > 0:
                    e[m, i - 1] = oldsn * r
                lartg(oldcs * r, d[m, i + 1] * sn, buf)
                oldcs = buf[0]
                oldsn = buf[1]
                d[m, i] = buf[2]
            h = d[m, N - 1] * cs
            d[m, N - 1] = h * oldcs
            e[m, N - 2] = h * oldsn

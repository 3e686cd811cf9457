"""goertzel_power: Goertzel single-bin power at NB target bins kb[b] of each of NROW rows of N samples."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def goertzel_power(pw, kb, x, NROW, N, NB):
    for r in prange(NROW):
        for b in range(NB):
            c = x.dtype.type(2.0 * math.cos(2.0 * math.pi * float(kb[b]) / float(N)))
            s1 = x.dtype.type(0)
            s2 = x.dtype.type(0)
            for n in range(N):
                s = x[r, n] + c * s1 - s2
                s2 = s1
                s1 = s
            pw[r, b] = s1 * s1 + s2 * s2 - c * s1 * s2

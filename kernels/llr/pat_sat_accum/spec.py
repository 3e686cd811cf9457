"""pat_sat_accum: saturating i32 running sum s = clamp(s + x[i], lo, hi); st[i] = s, y[i] = a[i] * s."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_sat_accum(x, a, st, y, N, lo, hi):
    s = 0
    for i in range(N):
        t = s + int(x[i])
        if t > hi:
            t = hi
        if t < lo:
            t = lo
        s = t
        st[i] = s
        y[i] = a[i] * a.dtype.type(s)

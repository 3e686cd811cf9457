"""pat_guarded_div: den = c[i] - t; b[i] = a[i] / den where |den| > tau, else b[i] = a[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_guarded_div(a, c, b, N, t, tau):
    tt = a.dtype.type(t)
    ta = a.dtype.type(tau)
    for i in prange(N):
        den = c[i] - tt
        if den > ta or den < -ta:
            b[i] = a[i] / den
        else:
            b[i] = a[i]

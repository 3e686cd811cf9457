"""mix_piecewise3: y = lo*exp(x-lo) if x < lo; x*(1 + x/2) if x <= hi; hi*(1 + hi/2) + sqrt(x - hi) else."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_piecewise3(x, y, LEN_1D, lo, hi):
    t = y.dtype.type
    l = t(lo)
    h = t(hi)
    half = t(0.5)
    one = t(1.0)
    for i in prange(LEN_1D):
        v = x[i]
        if v < l:
            r = l * np.exp(v - l)
        elif v <= h:
            r = v * (one + half * v)
        else:
            r = h * (one + half * h) + np.sqrt(v - h)
        y[i] = r

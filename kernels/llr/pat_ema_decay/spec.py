"""pat_ema_decay: exponential moving average with per-element decay, s = d[i] * s + (1 - d[i]) * x[i]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_ema_decay(d, x, y, N):
    one = d.dtype.type(1)
    s = d.dtype.type(0)
    for i in range(N):
        s = d[i] * s + (one - d[i]) * x[i]
        y[i] = s

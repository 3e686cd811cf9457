"""ema_update: exponential moving average of weights, e = decay e + (1 - decay) p, in place."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ema_update(e, p, N, decay):
    d = decay
    for i in prange(N):
        e[i] = d * e[i] + (1 - d) * p[i]

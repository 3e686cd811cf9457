"""mix_polar_soa: r[i] = hypot(x[i], y[i]), t[i] = atan2(y[i], x[i])."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_polar_soa(x, y, r, t, LEN_1D):
    for i in prange(LEN_1D):
        r[i] = np.hypot(x[i], y[i])
        t[i] = np.arctan2(y[i], x[i])

"""loop_hist_cond: h[bin[i]] += 1 where x[i] > 0, -= 1 where x[i] < -0.5 (histogram with conditional increments)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_hist_cond(h, bin, x, LEN_1D, NB):
    for k in range(NB):
        h[k] = 0
    for i in range(LEN_1D):
        if x[i] > 0.0:
            h[bin[i]] += 1
        elif x[i] < -0.5:
            h[bin[i]] -= 1

"""dist_norm2: r[0] = sqrt(sum_i x[i]^2)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_norm2(x, r, N):
    s = 0.0
    for i in range(N):
        s += x[i] * x[i]
    r[0] = np.sqrt(s)

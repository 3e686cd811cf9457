"""dist_dot: r[0] = sum_i x[i] * y[i] (the serial statement; the MPI form distributes x and y by blocks)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_dot(x, y, r, N):
    s = 0.0
    for i in range(N):
        s += x[i] * y[i]
    r[0] = s

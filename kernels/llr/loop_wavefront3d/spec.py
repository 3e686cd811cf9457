"""loop_wavefront3d: a[i][j][k] = 0.25 * (a[i-1][j][k] + a[i][j-1][k] + a[i][j][k-1]) + 0.125 * a[i-1][j-1][k-1] + b[i][j][k]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_wavefront3d(a, b, N):
    for i in range(1, N):
        for j in range(1, N):
            for k in range(1, N):
                a[i, j, k] = (0.25 * ((a[i - 1, j, k] + a[i, j - 1, k]) + a[i, j, k - 1])
                              + 0.125 * a[i - 1, j - 1, k - 1] + b[i, j, k])

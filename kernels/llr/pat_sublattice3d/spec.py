"""pat_sublattice3d: sum of a[i][j][k] over i, j, k = 1, 1 + S, 1 + 2S, ... < N."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def pat_sublattice3d(a, sum, N, S):
    s = a.dtype.type(0)
    for i in range(1, N, S):
        for j in range(1, N, S):
            for k in range(1, N, S):
                s += a[i, j, k]
    sum[0] = s

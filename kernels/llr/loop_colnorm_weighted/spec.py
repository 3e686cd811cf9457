"""loop_colnorm_weighted: x[j] = sum_i |aa[i][j]| * w[i] (column walk of a row-major array)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_colnorm_weighted(x, aa, w, LEN_2D):
    for j in prange(LEN_2D):
        s = 0.0
        for i in range(LEN_2D):
            s += abs(aa[i, j]) * w[i]
        x[j] = s

"""adv_secret_stride_2d: aa[i][j] = aa[i-KI][j-KJ] * c + bb[i][j], i >= KI, j >= KJ, dependence vector
drawn at run time (rows before KI and columns before KJ are left as they are)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adv_secret_stride_2d(aa, bb, LEN_2D, KI, KJ, c):
    for i in range(KI, LEN_2D):
        for j in range(KJ, LEN_2D):
            aa[i, j] = aa[i - KI, j - KJ] * c + bb[i, j]

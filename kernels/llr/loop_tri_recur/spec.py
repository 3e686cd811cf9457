"""loop_tri_recur: for i < j, aa[i][j] = aa[i][j-1] * d[j] + aa[j][i] (triangular loop, row recurrence)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def loop_tri_recur(aa, d, LEN_2D):
    # rows are independent: row i writes only its upper part and reads the never-written lower triangle
    for i in prange(LEN_2D):
        for j in range(i + 1, LEN_2D):
            aa[i, j] = aa[i, j - 1] * d[j] + aa[j, i]

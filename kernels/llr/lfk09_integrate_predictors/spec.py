"""LFK 9: integrate predictors: px[i][0] = dm28 * px[i][12] + ... + dm22 * px[i][6] + c0 * (px[i][4] + px[i][5]) + px[i][2]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk09_integrate_predictors(px, n, dm22, dm23, dm24, dm25, dm26, dm27, dm28, c0):
    for i in prange(n):
        px[i, 0] = (dm28 * px[i, 12] + dm27 * px[i, 11] + dm26 * px[i, 10] + dm25 * px[i, 9] + dm24 * px[i, 8]
                    + dm23 * px[i, 7] + dm22 * px[i, 6] + c0 * (px[i, 4] + px[i, 5]) + px[i, 2])

"""LFK 10: difference predictors: a cascade of nine differences along each row of px, started from cx[i][4]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk10_difference_predictors(px, cx, n):
    for i in prange(n):
        ar = cx[i, 4]
        br = ar - px[i, 4]
        px[i, 4] = ar
        cr = br - px[i, 5]
        px[i, 5] = br
        ar = cr - px[i, 6]
        px[i, 6] = cr
        br = ar - px[i, 7]
        px[i, 7] = ar
        cr = br - px[i, 8]
        px[i, 8] = br
        ar = cr - px[i, 9]
        px[i, 9] = cr
        br = ar - px[i, 10]
        px[i, 10] = ar
        cr = br - px[i, 11]
        px[i, 11] = br
        px[i, 13] = cr - px[i, 12]
        px[i, 12] = cr

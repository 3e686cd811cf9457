"""LFK 9: integrate predictors: px[i][0] = dm28 * px[i][12] + ... + dm22 * px[i][6] + c0 * (px[i][4] + px[i][5]) + px[i][2]."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lfk09_integrate_predictors(px, n, dm22, dm23, dm24, dm25, dm26, dm27, dm28, c0):
    rt = px.dtype.type  # the coefficients are real_t in the C reference
    d22 = rt(dm22)
    d23 = rt(dm23)
    d24 = rt(dm24)
    d25 = rt(dm25)
    d26 = rt(dm26)
    d27 = rt(dm27)
    d28 = rt(dm28)
    cc = rt(c0)
    for i in prange(n):
        px[i, 0] = (d28 * px[i, 12] + d27 * px[i, 11] + d26 * px[i, 10] + d25 * px[i, 9] + d24 * px[i, 8]
                    + d23 * px[i, 7] + d22 * px[i, 6] + cc * (px[i, 4] + px[i, 5]) + px[i, 2])

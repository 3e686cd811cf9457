"""chebyshev_clenshaw: y[f][j] = sum_k c[f][k] T_k(x[j]) for NF Chebyshev series of NC coefficients at NX
points, by Clenshaw's backward recurrence."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def chebyshev_clenshaw(y, c, x, NF, NC, NX):
    for f in range(NF):
        for j in prange(NX):
            xj = x[j]
            t = xj + xj
            b1 = y.dtype.type(0)
            b2 = y.dtype.type(0)
            for k in range(NC - 1, 0, -1):
                b0 = c[f, k] + t * b1 - b2
                b2 = b1
                b1 = b0
            y[f, j] = c[f, 0] + xj * b1 - b2

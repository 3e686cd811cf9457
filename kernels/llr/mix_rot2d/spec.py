"""mix_rot2d: rotate (x[i], y[i]) by the angle t[i]: xo = c x - s y, yo = s x + c y."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_rot2d(x, y, t, xo, yo, LEN_1D):
    for i in prange(LEN_1D):
        c = np.cos(t[i])
        s = np.sin(t[i])
        xo[i] = c * x[i] - s * y[i]
        yo[i] = s * x[i] + c * y[i]

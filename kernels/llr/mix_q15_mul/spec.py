"""mix_q15_mul: c[i] = sat16((a[i] * b[i] + 2^14) >> 15), Q15 multiply with rounding and saturation."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_q15_mul(a, b, c, LEN_1D):
    for i in prange(LEN_1D):
        p = np.int64(a[i]) * np.int64(b[i]) + 16384
        q = p >> 15
        if q > 32767:
            q = 32767
        if q < -32768:
            q = -32768
        c[i] = q

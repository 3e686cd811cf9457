"""mix_quant_rne: q[i] = clamp(round_half_even(x[i] * scale), -128, 127) as i8; nsat = how many clamped."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rne(v):
    f = np.floor(v)
    d = v - f
    if d > 0.5:
        return f + 1.0
    if d < 0.5:
        return f
    if np.floor(f * 0.5) * 2.0 == f:
        return f
    return f + 1.0


def mix_quant_rne(x, q, nsat, LEN_1D, scale):
    sc = x.dtype.type(scale)
    n = 0
    for i in range(LEN_1D):
        v = x[i] * sc
        r = rne(np.float64(v))
        if r > 127.0:
            r = 127.0
            n += 1
        elif r < -128.0:
            r = -128.0
            n += 1
        q[i] = np.int8(r)
    nsat[0] = n

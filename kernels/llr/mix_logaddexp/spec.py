"""mix_logaddexp: c[i] = max(a[i], b[i]) + log(1 + exp(-|a[i] - b[i]|)); s = sum c."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_logaddexp(a, b, c, s, LEN_1D):
    one = c.dtype.type(1.0)
    acc = s.dtype.type(0.0)
    for i in range(LEN_1D):
        m = a[i] if a[i] > b[i] else b[i]
        d = np.abs(a[i] - b[i])
        v = m + np.log(one + np.exp(-d))
        c[i] = v
        acc += c[i]
    s[0] = acc

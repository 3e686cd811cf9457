"""mix_logsigmoid: y = -log(1+exp(-x)) for x >= 0, x - log(1+exp(x)) for x < 0; s = sum y."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_logsigmoid(x, y, s, LEN_1D):
    one = y.dtype.type(1.0)
    zero = y.dtype.type(0.0)
    acc = s.dtype.type(0.0)
    for i in range(LEN_1D):
        v = x[i]
        if v >= zero:
            r = -np.log(one + np.exp(-v))
        else:
            r = v - np.log(one + np.exp(v))
        y[i] = r
        acc += y[i]
    s[0] = acc

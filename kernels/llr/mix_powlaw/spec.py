"""mix_powlaw: y[i] = c * x[i] ** p (x > 0, runtime exponent p); s = sum y."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_powlaw(x, y, s, LEN_1D, c, p):
    cc = y.dtype.type(c)
    pp = y.dtype.type(p)
    acc = s.dtype.type(0.0)
    for i in range(LEN_1D):
        v = cc * x[i] ** pp
        y[i] = v
        acc += y[i]
    s[0] = acc

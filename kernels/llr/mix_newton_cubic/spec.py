"""mix_newton_cubic: r[i] = root of x^3 + p*x = c[i] by niter Newton steps from x = c[i]/p."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mix_newton_cubic(c, r, LEN_1D, p, niter):
    pp = r.dtype.type(p)
    three = r.dtype.type(3.0)
    for i in prange(LEN_1D):
        ci = c[i]
        x = ci / pp
        for it in range(niter):
            f = x * x * x + pp * x - ci
            fp = three * x * x + pp
            x = x - f / fp
        r[i] = x

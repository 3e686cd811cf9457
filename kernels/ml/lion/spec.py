"""lion: Lion step: p *= 1 - lr wd; p -= lr sign(beta1 m + (1 - beta1) g); m = beta2 m + (1 - beta2) g

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lion(p, m, g, N, lr, beta1, beta2, wd):
    b1 = float(beta1)
    b2 = float(beta2)
    a = float(lr)
    for i in range(0, N):
        gi = g[i]
        mi = m[i]
        c = ((b1 * mi) + ((1 - b1) * gi))
        sgn = float((1 if (c > 0) else ((-1) if (c < 0) else 0)))
        p[i] = ((p[i] * (1 - (a * float(wd)))) - (a * sgn))
        m[i] = ((b2 * mi) + ((1 - b2) * gi))

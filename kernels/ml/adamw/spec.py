"""adamw: AdamW step: decoupled weight decay p *= 1 - lr wd, then the Adam update

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adamw(p, m, v, g, N, lr, beta1, beta2, eps, step, wd):
    b1 = float(beta1)
    b2 = float(beta2)
    e = float(eps)
    a = float(lr)
    c1 = (1 - float((float(b1) ** float(step))))
    c2 = (1 - float((float(b2) ** float(step))))
    for i in range(0, N):
        gi = g[i]
        mi = ((b1 * m[i]) + ((1 - b1) * gi))
        vi = ((b2 * v[i]) + (((1 - b2) * gi) * gi))
        m[i] = mi
        v[i] = vi
        pi = p[i]
        pi *= (1 - (a * float(wd)))
        p[i] = (pi - ((a * (mi / c1)) / (np.sqrt((vi / c2)) + e)))

"""lamb: LAMB step: Adam direction r (+ wd p), scaled by the trust ratio |p| / |r| over the whole tensor

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lamb(p, m, v, g, N, lr, beta1, beta2, eps, step, wd):
    b1 = float(beta1)
    b2 = float(beta2)
    e = float(eps)
    w = float(wd)
    c1 = (1 - float((float(b1) ** float(step))))
    c2 = (1 - float((float(b2) ** float(step))))
    pn = float(0)
    rn = float(0)
    for i in range(0, N):
        gi = g[i]
        pi = p[i]
        m[i] = ((b1 * m[i]) + ((1 - b1) * gi))
        v[i] = ((b2 * v[i]) + (((1 - b2) * gi) * gi))
        r = (((m[i] / c1) / (np.sqrt((v[i] / c2)) + e)) + (w * pi))
        pn += (pi * pi)
        rn += (r * r)
    pn = np.sqrt(pn)
    rn = np.sqrt(rn)
    trust = ((pn / rn) if ((pn > 0) and (rn > 0)) else 1)
    a = (float(lr) * trust)
    for i in range(0, N):
        pi = p[i]
        r = (((m[i] / c1) / (np.sqrt((v[i] / c2)) + e)) + (w * pi))
        p[i] = (pi - (a * r))

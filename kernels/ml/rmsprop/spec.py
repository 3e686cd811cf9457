"""rmsprop: RMSprop step: sq = alpha sq + (1 - alpha) g^2; p -= lr g / (sqrt(sq) + eps)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rmsprop(p, sq, g, N, lr, alpha, eps):
    al = float(alpha)
    for i in range(0, N):
        gi = g[i]
        s = ((al * sq[i]) + (((1 - al) * gi) * gi))
        sq[i] = s
        p[i] = (p[i] - ((float(lr) * gi) / (np.sqrt(s) + float(eps))))

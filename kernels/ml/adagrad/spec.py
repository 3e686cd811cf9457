"""adagrad: Adagrad step: sum += g^2; p -= lr g / (sqrt(sum) + eps)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adagrad(p, sum, g, N, lr, eps):
    for i in range(0, N):
        gi = g[i]
        s = (sum[i] + (gi * gi))
        sum[i] = s
        p[i] = (p[i] - ((float(lr) * gi) / (np.sqrt(s) + float(eps))))

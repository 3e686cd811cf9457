"""sgd_momentum: SGD step with momentum and weight decay: d = g + wd p; buf = mu buf + d; p -= lr buf

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sgd_momentum(p, buf, g, N, lr, momentum, wd):
    a = float(lr)
    mu = float(momentum)
    w = float(wd)
    for i in range(0, N):
        d = (g[i] + (w * p[i]))
        b = ((mu * buf[i]) + d)
        buf[i] = b
        p[i] = (p[i] - (a * b))

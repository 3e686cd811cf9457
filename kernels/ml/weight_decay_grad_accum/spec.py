"""weight_decay_grad_accum: one micro-batch of gradient accumulation with coupled L2 weight decay:
acc[i] = acc[i] + s (g[i] + wd p[i]), stored; then sq[0] = sum acc[i]^2 over the stored values."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def weight_decay_grad_accum(acc, sq, g, p, N, wd, s):
    t = 0.0
    for i in range(N):
        acc[i] = acc[i] + s * (g[i] + wd * p[i])
        t += acc[i] * acc[i]
    sq[0] = t

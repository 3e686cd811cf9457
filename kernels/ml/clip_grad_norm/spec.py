"""clip_grad_norm: clip a gradient by its global L2 norm: g *= min(1, max_norm / (|g| + 1e-6)); the norm is output

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def clip_grad_norm(g, norm, N, max_norm):
    ss = float(0)
    for i in range(0, N):
        ss += (g[i] * g[i])
    total = np.sqrt(ss)
    coef = (float(max_norm) / (total + float(1e-6)))
    norm[0] = total
    if (coef < 1):
        for i in range(0, N):
            g[i] = (g[i] * coef)

"""moe_combine: mixture-of-experts combine, out[t] = sum_k w[t][k] Yexp[t][k] (expert outputs already gathered per token)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def moe_combine(out, Yexp, w, T, K, D):
    for t in prange(T):
        for d in range(D):
            s = 0.0
            for k in range(K):
                s += w[t, k] * Yexp[t, k, d]
            out[t, d] = s

"""fm_interaction: factorization machine 2nd-order interaction: out[b] = 0.5 sum_d ((sum_f v[b,f,d])^2 - sum_f v[b,f,d]^2)"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fm_interaction(out, v, B, F, D):
    for b in prange(B):
        s = np.sum(v[b], axis=0)
        q = np.sum(v[b] * v[b], axis=0)
        out[b] = 0.5 * np.sum(s * s - q)

"""selective_scan: Mamba selective scan (S6) forward with gate: per batch b and channel d a state h of N
entries from 0; for t = 0 .. L-1: h = exp(delta[b,t,d] A[d]) h + delta[b,t,d] Bm[b,t] U[b,t,d],
Y[b,t,d] = (Cm[b,t] . h + Dsk[d] U[b,t,d]) silu(Zg[b,t,d]); hs[b,d] = the final h."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def selective_scan(Y, hs, U, delta, A, Bm, Cm, Dsk, Zg, B, L, D, N):
    for d in prange(D):
        for b in range(B):
            h = np.zeros(N)
            for t in range(L):
                dt = float(delta[b, t, d])
                u = float(U[b, t, d])
                z = float(Zg[b, t, d])
                h = np.exp(dt * A[d]) * h + dt * Bm[b, t] * u
                s = np.sum(Cm[b, t] * h)
                Y[b, t, d] = (s + Dsk[d] * u) * z / (1.0 + math.exp(-z))
            hs[b, d] = h

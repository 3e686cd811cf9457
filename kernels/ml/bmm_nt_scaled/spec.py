"""bmm_nt_scaled: batched scaled product S[b] = alpha Q[b] Kt[b]^T (attention scores), Q (B, M, D), Kt (B, N, D)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bmm_nt_scaled(S, Q, Kt, B, M, N, D, alpha):
    for b in range(B):
        S[b] = (Q[b] @ Kt[b].T) * alpha

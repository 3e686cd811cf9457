"""dequant_int8_per_channel: W[n, k] = (Q[n, k] - zp[n]) * scale[n] (the difference exact, as an integer)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dequant_int8_per_channel(W, Q, scale, zp, N, K):
    for n in prange(N):
        d = Q[n, :].astype(np.int32) - zp[n]
        W[n, :] = d.astype(W.dtype) * scale[n]

"""local_response_norm: LocalResponseNorm(size NW, alpha, beta, k) across the channels of X [B, C, S]:
window of channel c = c - NW//2 .. c + (NW - 1)//2 clipped (padding counted as zeros),
Y = X / ((sum of x^2 over the window) / NW * alpha + k)^beta."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def local_response_norm(Y, X, B, C, S, NW, alpha, beta, k):
    for b in range(B):
        for c in prange(C):
            lo = max(c - NW // 2, 0)
            hi = min(c + (NW - 1) // 2, C - 1)
            sq = np.zeros(S, dtype=X.dtype)
            for d in range(lo, hi + 1):
                sq += X[b, d] * X[b, d]
            Y[b, c] = X[b, c] / (sq / NW * alpha + k) ** beta

"""gemv: matrix-vector product y = W x (W is N x K; the decode-time linear layer)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gemv(y, W, x, N, K):
    for j in prange(N):
        s = 0.0
        for k in range(K):
            s += W[j, k] * x[k]
        y[j] = s

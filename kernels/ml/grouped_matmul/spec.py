"""grouped_matmul: grouped GEMM (mixture-of-experts FFN): rows offsets[e] .. offsets[e+1]-1 of X (T, K) times W[e] (K, N) into the same rows of Y (T, N)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def grouped_matmul(Y, X, W, offsets, T, K, N, E):
    for e in range(E):
        for i in range(offsets[e], offsets[e + 1]):
            for j in range(N):
                s = 0.0
                for k in range(K):
                    s += X[i, k] * W[e, k, j]
                Y[i, j] = s

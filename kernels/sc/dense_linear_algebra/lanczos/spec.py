"""lanczos: K Lanczos steps (no reorthogonalization) on an SPD matrix: vectors Q, tridiagonal alpha, beta."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def lanczos(Q, alpha, beta, A, v0, N, K, K1):
    s2 = A.dtype.type(0)
    for i in range(N):
        s2 += v0[i] * v0[i]
    nv = A.dtype.type(math.sqrt(float(s2)))
    for i in range(N):
        Q[0, i] = v0[i] / nv
    for j in range(K):
        for i in prange(N):
            s = A.dtype.type(0)
            for k in range(N):
                s += A[i, k] * Q[j, k]
            Q[j + 1, i] = s
        a = A.dtype.type(0)
        for i in range(N):
            a += Q[j, i] * Q[j + 1, i]
        alpha[j] = a
        if j > 0:
            bm = beta[j - 1]
            for i in range(N):
                Q[j + 1, i] = Q[j + 1, i] - a * Q[j, i] - bm * Q[j - 1, i]
        else:
            for i in range(N):
                Q[j + 1, i] = Q[j + 1, i] - a * Q[j, i]
        ww = A.dtype.type(0)
        for i in range(N):
            ww += Q[j + 1, i] * Q[j + 1, i]
        bj = A.dtype.type(math.sqrt(float(ww)))
        beta[j] = bj
        for i in range(N):
            Q[j + 1, i] = Q[j + 1, i] / bj

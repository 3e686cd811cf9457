"""hessenberg_householder: Householder reduction to upper Hessenberg form in place (dgehd2 layout, tau)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hessenberg_householder(A, tau, N):
    one = A.dtype.type(1)
    for k in range(N):
        tau[k] = 0
    for k in range(N - 2):
        alpha = A[k + 1, k]
        x2 = A.dtype.type(0)
        for i in range(k + 2, N):
            x2 += A[i, k] * A[i, k]
        xn = A.dtype.type(math.sqrt(float(x2)))
        if xn == 0:
            continue
        beta = A.dtype.type(math.sqrt(float(alpha * alpha + xn * xn)))
        if alpha >= 0:
            beta = -beta
        t = (beta - alpha) / beta
        tau[k] = t
        scale = one / (alpha - beta)
        for i in range(k + 2, N):
            A[i, k] *= scale
        A[k + 1, k] = beta
        for j in range(k + 1, N):
            s = A[k + 1, j]
            for i in range(k + 2, N):
                s += A[i, k] * A[i, j]
            s *= t
            A[k + 1, j] -= s
            for i in range(k + 2, N):
                A[i, j] -= s * A[i, k]
        for i in range(N):
            s = A[i, k + 1]
            for j in range(k + 2, N):
                s += A[i, j] * A[j, k]
            s *= t
            A[i, k + 1] -= s
            for j in range(k + 2, N):
                A[i, j] -= s * A[j, k]

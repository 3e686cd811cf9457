"""qr_householder: Householder QR of an M x N matrix in place (LAPACK dgeqr2 layout: R, reflectors below, tau)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def qr_householder(A, tau, M, N):
    for k in range(0, N):
        xn2 = float(0)
        for i in range((k + 1), M):
            xn2 += (A[i, k] * A[i, k])
        alpha = A[k, k]
        if (xn2 == 0):
            tau[k] = 0
            continue
        beta = float(np.sqrt(float(((alpha * alpha) + xn2))))
        if (alpha >= 0):
            beta = (-beta)
        t = ((beta - alpha) / beta)
        scale = (1 / (alpha - beta))
        for i in range((k + 1), M):
            A[i, k] *= scale
        A[k, k] = beta
        tau[k] = t
        for j in range((k + 1), N):
            w = A[k, j]
            for i in range((k + 1), M):
                w += (A[i, k] * A[i, j])
            A[k, j] -= (t * w)
            for i in range((k + 1), M):
                A[i, j] -= ((t * w) * A[i, k])

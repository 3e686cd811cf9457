"""jacobi_eigen_sweep: one cyclic Jacobi eigenvalue sweep of a symmetric matrix, V = product of rotations."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def jacobi_eigen_sweep(A, V, N):
    one = A.dtype.type(1)
    for i in range(N):
        for j in range(N):
            V[i, j] = 1 if i == j else 0
    for p in range(N - 1):
        for q in range(p + 1, N):
            apq = A[p, q]
            if apq == 0:
                continue
            theta = (A[q, q] - A[p, p]) / (2 * apq)
            at = -theta if theta < 0 else theta
            t = one / (at + A.dtype.type(math.sqrt(float(theta * theta + one))))
            if theta < 0:
                t = -t
            c = one / A.dtype.type(math.sqrt(float(t * t + one)))
            s = t * c
            for k in range(N):
                a = A[k, p]
                b = A[k, q]
                A[k, p] = c * a - s * b
                A[k, q] = s * a + c * b
            for k in range(N):
                a = A[p, k]
                b = A[q, k]
                A[p, k] = c * a - s * b
                A[q, k] = s * a + c * b
            for k in range(N):
                a = V[k, p]
                b = V[k, q]
                V[k, p] = c * a - s * b
                V[k, q] = s * a + c * b

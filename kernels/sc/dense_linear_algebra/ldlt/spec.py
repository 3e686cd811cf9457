"""ldlt: LDL^T factorization without pivoting in place (L strictly lower, D on the diagonal), A SPD."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ldlt(A, N):
    for i in range(N):
        for j in range(i):
            s = A[i, j]
            for k in range(j):
                s -= (A[i, k] * A[k, k]) * A[j, k]
            A[i, j] = s / A[j, j]
        d = A[i, i]
        for k in range(i):
            d -= (A[i, k] * A[k, k]) * A[i, k]
        A[i, i] = d

"""gramschmidt: PolyBench gramschmidt: modified Gram-Schmidt A = Q * R (A is M x N, M >= N, overwritten)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gramschmidt(A, R, Q, M, N):
    for k in range(0, N):
        for j in range(0, k):
            R[k, j] = 0
    for k in range(0, N):
        nrm = float(0)
        for i in range(0, M):
            nrm += (A[i, k] * A[i, k])
        R[k, k] = float(np.sqrt(float(nrm)))
        for i in range(0, M):
            Q[i, k] = (A[i, k] / R[k, k])
        for j in range((k + 1), N):
            s = float(0)
            for i in range(0, M):
                s += (Q[i, k] * A[i, j])
            R[k, j] = s
            for i in range(0, M):
                A[i, j] = (A[i, j] - (Q[i, k] * s))

"""bmm_instancenorm_residual: KernelBench's BMM_InstanceNorm_Sum_ResidualAdd_Multiply on a batch of matrices.
Z[n] = A[n] Bm[n] (M x K times K x N), stored into Y and read back; each row (n, i) is one instance of N
values: t = (Z - mean) / sqrt(var + eps) (biased variance, no affine); Y = (t + R) R."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def bmm_instancenorm_residual(Y, A, Bm, R, NB, M, N, K, eps):
    for n in range(NB):
        Y[n, :, :] = np.dot(A[n], Bm[n])
    for n in range(NB):
        for i in prange(M):
            m = 0.0
            for j in range(N):
                m += Y[n, i, j]
            m /= N
            v = 0.0
            for j in range(N):
                d = Y[n, i, j] - m
                v += d * d
            v /= N
            rs = 1.0 / math.sqrt(v + eps)
            for j in range(N):
                t = (Y[n, i, j] - m) * rs
                Y[n, i, j] = (t + R[n, i, j]) * R[n, i, j]

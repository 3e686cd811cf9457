"""linear_batchnorm_gelu: PyTorch's Linear, BatchNorm1d in training mode and the exact GELU.
Z = X W^T + b (X is M x K, W is N x K), stored into Y and read back; for each feature j the batch mean and
biased variance over the M rows; v = gamma[j] (Z - mean) / sqrt(var + eps) + beta[j];
Y = 0.5 v (1 + erf(v / sqrt(2)))."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_batchnorm_gelu(Y, X, W, b, gamma, beta, M, N, K, eps):
    Y[:, :] = np.dot(X, W.T) + b
    for j in prange(N):
        m = 0.0
        for i in range(M):
            m += Y[i, j]
        m /= M
        v = 0.0
        for i in range(M):
            d = Y[i, j] - m
            v += d * d
        v /= M
        r = 1.0 / math.sqrt(v + eps)
        for i in range(M):
            t = (Y[i, j] - m) * r * gamma[j] + beta[j]
            Y[i, j] = 0.5 * t * (1.0 + math.erf(t / math.sqrt(2.0)))

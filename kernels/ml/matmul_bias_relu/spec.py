"""matmul_bias_relu: fused linear layer Y = relu(X W + b): X is M x K, W is K x N, b has N entries
(the bias starts the dot product)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def matmul_bias_relu(Y, X, W, b, M, N, K):
    for i in prange(M):
        for j in range(N):
            s = b[j]
            for k in range(K):
                s += X[i, k] * W[k, j]
            Y[i, j] = s if s > 0 else 0

"""linear_softmax_dropout: fused linear + row softmax + dropout with a given mask:
Y = softmax(X W^T + b) * mask / (1 - p), the softmax max-subtracted per row."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_softmax_dropout(Y, X, W, b, mask, M, N, K, p):
    for i in prange(M):
        z = np.empty(N)
        for j in range(N):
            s = float(b[j])
            for k in range(K):
                s += X[i, k] * W[j, k]
            z[j] = s
        e = np.exp(z - np.max(z))
        scale = 1.0 / (np.sum(e) * (1.0 - p))
        for j in range(N):
            Y[i, j] = e[j] * scale if mask[i, j] != 0 else 0.0

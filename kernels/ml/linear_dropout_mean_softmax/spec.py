"""linear_dropout_mean_softmax: KernelBench's Matmul_Dropout_Mean_Softmax with the mean over the batch
(dim 0) and the dropout's keep mask given (1 keep, 0 drop).
c[j] = sum over the kept rows i of (X W^T + b)[i, j], times 1 / (1 - p) / M, stored into y;
then y = softmax(y) (max-subtracted; exp(y - max) stored into y, then divided by their sum)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_dropout_mean_softmax(y, X, W, b, mask, M, N, K, p):
    Z = np.dot(X, W.T)
    keep = 1.0 / (1.0 - p)
    for j in prange(N):
        c = 0.0
        for i in range(M):
            if mask[i, j] != 0:
                c += Z[i, j] + b[j]
        y[j] = c * keep / M
    mx = y[0]
    for j in range(1, N):
        if y[j] > mx:
            mx = y[j]
    t = 0.0
    for j in range(N):
        y[j] = np.exp(y[j] - mx)
        t += y[j]
    for j in range(N):
        y[j] = y[j] / t

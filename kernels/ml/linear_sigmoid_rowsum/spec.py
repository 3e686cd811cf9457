"""linear_sigmoid_rowsum: y[i] = sum_j sigmoid(X[i] . W[j] + b[j]), X is M x K, W is N x K
(PyTorch's Linear, then a sigmoid, then a sum over the features of each row)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_sigmoid_rowsum(y, X, W, b, M, N, K):
    Z = np.dot(X, W.T)
    for i in prange(M):
        t = 0.0
        for j in range(N):
            t += 1.0 / (1.0 + np.exp(-(Z[i, j] + b[j])))
        y[i] = t

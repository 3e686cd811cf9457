"""linear_logsumexp_leakyrelu2: y[i] = leaky(leaky(log sum_j exp(X[i] . W[j] + b[j]))), X is M x K,
W is N x K (PyTorch's Linear); the log-sum-exp in one pass with a running maximum m and a running sum of
exp(z_j - m) (rescaled when z exceeds m); leaky(v) = v if v > 0 else slope v, applied twice."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_logsumexp_leakyrelu2(y, X, W, b, M, N, K, slope):
    Z = np.dot(X, W.T)
    for i in prange(M):
        m = Z[i, 0] + b[0]
        s = 1.0
        for j in range(1, N):
            z = Z[i, j] + b[j]
            if z > m:
                s = s * np.exp(m - z) + 1.0
                m = z
            else:
                s += np.exp(z - m)
        v = m + np.log(s)
        if v <= 0:
            v = slope * v
        if v <= 0:
            v = slope * v
        y[i] = v

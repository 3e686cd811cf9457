"""w8a16_linear: weight-only int8 linear layer, Y[m, n] = b[n] + ws[n] * sum over k of X[m, k] Wq[n, k]
(X is M x K real, Wq is N x K int8, ws and b have N entries)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def w8a16_linear(Y, X, Wq, ws, b, M, N, K):
    Wf = Wq.astype(X.dtype)
    Y[:, :] = b + np.dot(X, Wf.T) * ws

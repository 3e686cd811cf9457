"""infonce_loss: S = (Zq Zk^T) / tau; L[i] = logsumexp_j S[i, j] - S[i, i] (query i's positive is key i);
loss = mean of L."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def infonce_loss(S, L, loss, Zq, Zk, B, D, tau):
    S[:, :] = np.dot(Zq, Zk.T) / tau
    for i in prange(B):
        m = np.max(S[i])
        L[i] = m + np.log(np.sum(np.exp(S[i] - m))) - S[i, i]
    loss[0] = np.sum(L) / B

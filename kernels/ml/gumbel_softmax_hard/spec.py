"""gumbel_softmax_hard: gumbel_softmax(hard=True) forward with the noise G given: per row s = X + G,
Ysoft = softmax((s - max s) / tau), Yhard = one-hot of the first maximum of s (= of s / tau, tau > 0)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gumbel_softmax_hard(Ysoft, Yhard, X, G, R, C, tau):
    for r in prange(R):
        s = X[r] + G[r]
        best = np.argmax(s)
        e = np.exp((s - s[best]) / tau)
        Ysoft[r] = e / np.sum(e)
        Yhard[r] = 0
        Yhard[r, best] = 1

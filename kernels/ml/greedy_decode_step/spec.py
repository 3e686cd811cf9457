"""greedy_decode_step: per row, next = the first argmax of X, P = softmax((X - max) / temp),
logp = log P[next] = -log(sum exp((X - max) / temp))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def greedy_decode_step(P, next, logp, X, B, V, temp):
    for b in prange(B):
        best = np.argmax(X[b])
        e = np.exp((X[b] - X[b, best]) / temp)
        s = np.sum(e)
        P[b] = e / s
        next[b] = best
        logp[b] = -np.log(s)

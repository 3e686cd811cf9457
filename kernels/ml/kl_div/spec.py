"""kl_div: KL divergence, batchmean: loss = sum of P (log P - logq) / N (target probabilities P, input log-probabilities logq)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def kl_div(loss, logq, P, N, C):
    s = 0.0
    for n in range(N):
        for c in range(C):
            p = P[n, c]
            s += p * (np.log(p) - logq[n, c])
    loss[0] = s / N

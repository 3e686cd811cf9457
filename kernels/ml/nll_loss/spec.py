"""nll_loss: negative log-likelihood loss from log-probabilities, loss[0] = -(1/N) sum over n of
logp[n, labels[n]], summed in order of n."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def nll_loss(loss, logp, labels, N, C):
    s = 0.0
    for n in range(N):
        s -= logp[n, labels[n]]
    loss[0] = s / N

"""hmm_alignment_loglik: per sequence b, ll[b] = sum_t log_softmax(X[b, t])[a_t] + sum_{t >= 1} logA[a_{t-1}, a_t]
with a = align[b] (the log-likelihood of that one state path)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hmm_alignment_loglik(ll, X, align, logA, B, T, S):
    for b in prange(B):
        total = 0.0
        for t in range(T):
            x = X[b, t]
            a = align[b, t]
            m = np.max(x)
            total += x[a] - m - np.log(np.sum(np.exp(x - m)))
            if t > 0:
                total += logA[align[b, t - 1], a]
        ll[b] = total

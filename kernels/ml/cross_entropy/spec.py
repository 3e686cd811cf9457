"""cross_entropy: mean cross-entropy loss of N rows of C logits against integer labels:
loss[0] = (1/N) sum over n of (m_n + log sum_c exp(z[n, c] - m_n) - z[n, labels[n]]), m_n the row maximum."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cross_entropy(loss, logits, labels, N, C):
    total = 0.0
    for n in range(N):
        m = logits[n, 0]
        for c in range(1, C):
            if logits[n, c] > m:
                m = logits[n, c]
        s = 0.0
        for c in range(C):
            s += np.exp(logits[n, c] - m)
        total += m + np.log(s) - logits[n, labels[n]]
    loss[0] = total / N

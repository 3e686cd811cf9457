"""cross_entropy_backward: gradient of mean cross-entropy w.r.t. the logits:
dlogits[n, c] = (softmax(logits[n])[c] - (c == labels[n])) / N (max-subtracted softmax)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cross_entropy_backward(dlogits, logits, labels, N, C):
    for n in prange(N):
        m = logits[n, 0]
        for c in range(1, C):
            if logits[n, c] > m:
                m = logits[n, c]
        s = 0.0
        for c in range(C):
            s += np.exp(logits[n, c] - m)
        for c in range(C):
            p = np.exp(logits[n, c] - m) / s
            if c == labels[n]:
                p -= 1
            dlogits[n, c] = p / N

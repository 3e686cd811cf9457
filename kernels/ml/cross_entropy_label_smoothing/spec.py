"""cross_entropy_label_smoothing: loss = mean over rows n of (1 - eps) (lse_n - z[n, labels[n]]) + eps (lse_n - mean_c z[n, c]), lse_n the row's log-sum-exp."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cross_entropy_label_smoothing(loss, logits, labels, N, C, eps):
    e = float(eps)
    total = 0.0
    for n in range(N):
        m = logits[n, 0]
        for c in range(1, C):
            if logits[n, c] > m:
                m = logits[n, c]
        s = 0.0
        zs = 0.0
        for c in range(C):
            s += np.exp(logits[n, c] - m)
            zs += logits[n, c]
        lse = m + np.log(s)
        total += (1 - e) * (lse - logits[n, labels[n]]) + e * (lse - zs / C)
    loss[0] = total / N

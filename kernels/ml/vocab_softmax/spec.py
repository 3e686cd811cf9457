"""vocab_softmax: softmax over a language-model vocabulary with temperature, per token row t:
P[t, v] = exp((logits[t, v] - m) / temp) / sum_v' exp((logits[t, v'] - m) / temp), m the row maximum."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vocab_softmax(P, logits, T, V, temp):
    inv = 1 / float(temp)
    for t in prange(T):
        m = logits[t, 0]
        for v in range(1, V):
            if logits[t, v] > m:
                m = logits[t, v]
        s = 0.0
        for v in range(V):
            s += np.exp((logits[t, v] - m) * inv)
        for v in range(V):
            P[t, v] = np.exp((logits[t, v] - m) * inv) / s

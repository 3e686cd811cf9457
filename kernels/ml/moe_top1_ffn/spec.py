"""moe_top1_ffn: mixture-of-experts layer with top-1 routing from given router logits: per token t,
e = argmax_j logits[t][j] (first on ties), p = softmax(logits[t])[e], and
out[t] = p (b2[e] + sum_f relu(W1[e][f] . X[t] + b1[e][f]) W2[e][f]) (W2 stored [E][FF][D])."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def moe_top1_ffn(out, X, logits, W1, b1, W2, b2, T, D, FF, E):
    for t in prange(T):
        e = np.argmax(logits[t])
        z = 0.0
        for j in range(E):
            z += math.exp(logits[t, j] - logits[t, e])
        p = 1.0 / z
        y = b2[e].astype(np.float64)
        for f in range(FF):
            h = b1[e, f] + np.sum(W1[e, f] * X[t])
            if h > 0:
                y += h * W2[e, f]
        out[t] = y * p

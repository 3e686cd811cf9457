"""attention_relpos_bias: attention with a clipped relative position bias table, per batch and head h:
O = softmax(Q K^T / sqrt(DH) + Bias_h) V, Bias_h[i][j] = table[h][clip(j - i, -MAXD, MAXD) + MAXD]; no mask."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def attention_relpos_bias(O, Q, K, V, table, B, NH, S, DH, MAXD, TB):
    scale = 1.0 / math.sqrt(DH)
    for h in prange(NH):
        bias = np.empty((S, S))
        for i in range(S):
            for j in range(S):
                rel = min(max(j - i, -MAXD), MAXD)
                bias[i, j] = table[h, rel + MAXD]
        for b in range(B):
            sc = np.dot(Q[b, h].astype(np.float64), K[b, h].astype(np.float64).T) * scale + bias
            for i in range(S):
                e = np.exp(sc[i] - np.max(sc[i]))
                O[b, h, i] = np.dot(e, V[b, h].astype(np.float64)) / np.sum(e)

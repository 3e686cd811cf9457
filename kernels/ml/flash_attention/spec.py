"""flash_attention: flash-style attention forward, one pass over 32-key tiles with an online softmax:
O[h, i] = softmax_j(Q[h, i] . K[h, j] / sqrt(D)) V[h, j], lse[h, i] = log sum_j exp(Q[h, i] . K[h, j] / sqrt(D))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dot_scaled(q, k, D, scale):
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def flash_attention(O, lse, Q, K, V, BH, S, D):
    scale = 1.0 / np.sqrt(float(D))
    for h in range(BH):
        for i in prange(S):
            m = -np.inf
            l = 0.0
            acc = np.zeros(D)
            s = np.empty(32)
            for j0 in range(0, S, 32):
                nj = min(S - j0, 32)
                mt = m
                for t in range(nj):
                    s[t] = dot_scaled(Q[h, i], K[h, j0 + t], D, scale)
                    if s[t] > mt:
                        mt = s[t]
                corr = np.exp(m - mt)
                l *= corr
                for d in range(D):
                    acc[d] *= corr
                for t in range(nj):
                    p = np.exp(s[t] - mt)
                    l += p
                    for d in range(D):
                        acc[d] += p * V[h, j0 + t, d]
                m = mt
            for d in range(D):
                O[h, i, d] = acc[d] / l
            lse[h, i] = m + np.log(l)

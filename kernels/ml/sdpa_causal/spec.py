"""sdpa_causal: causal scaled dot-product attention per head: O[h, i, :] = sum over j <= i of p_j V[h, j, :]
/ sum_j p_j, p_j = exp(s_j - max_j s_j), s_j = (Q[h, i, :] . K[h, j, :]) / sqrt(D); two passes over the
keys (the maximum, then the weights and the weighted sum of the rows of V, in order of j)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sdpa_causal(O, Q, K, V, BH, S, D):
    scale = 1.0 / np.sqrt(D)
    for h in range(BH):
        for i in prange(S):
            m = 0.0
            for j in range(i + 1):
                s = 0.0
                for d in range(D):
                    s += Q[h, i, d] * K[h, j, d]
                s *= scale
                if j == 0 or s > m:
                    m = s
            acc = np.zeros(D, dtype=Q.dtype)
            l = 0.0
            for j in range(i + 1):
                s = 0.0
                for d in range(D):
                    s += Q[h, i, d] * K[h, j, d]
                p = np.exp(s * scale - m)
                l += p
                for d in range(D):
                    acc[d] += p * V[h, j, d]
            for d in range(D):
                O[h, i, d] = acc[d] / l

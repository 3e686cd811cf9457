"""sdpa: scaled dot-product attention per head, no mask: O[h, i] = sum_j softmax_j(Q[h, i] . K[h, j] / sqrt(D)) V[h, j]
(max-subtracted softmax; the scores are computed twice, once for the maximum, once for the weights)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def score(q, k, D, scale):
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def sdpa(O, Q, K, V, BH, S, D):
    scale = 1.0 / np.sqrt(float(D))
    for h in range(BH):
        for i in prange(S):
            m = score(Q[h, i], K[h, 0], D, scale)
            for j in range(1, S):
                s = score(Q[h, i], K[h, j], D, scale)
                if s > m:
                    m = s
            acc = np.zeros(D)
            l = 0.0
            for j in range(S):
                p = np.exp(score(Q[h, i], K[h, j], D, scale) - m)
                l += p
                for d in range(D):
                    acc[d] += p * V[h, j, d]
            for d in range(D):
                O[h, i, d] = acc[d] / l

"""sdpa_sliding_window: causal sliding-window attention on Q, K, V (BH, S, D): query i attends to keys max(0, i - WIN + 1) .. i, O = softmax(q K^T / sqrt(D)) V."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sdpa_sliding_window(O, Q, K, V, BH, S, WIN, D):
    scale = 1 / np.sqrt(Q.dtype.type(D))
    for h in range(BH):
        for i in prange(S):
            j0 = i - WIN + 1 if i >= WIN else 0
            m = Q.dtype.type(0)
            for j in range(j0, i + 1):
                s = Q.dtype.type(0)
                for d in range(D):
                    s += Q[h, i, d] * K[h, j, d]
                s = s * scale
                if j == j0 or s > m:
                    m = s
            acc = np.zeros(D, dtype=Q.dtype)
            l = Q.dtype.type(0)
            for j in range(j0, i + 1):
                s = Q.dtype.type(0)
                for d in range(D):
                    s += Q[h, i, d] * K[h, j, d]
                p = np.exp(s * scale - m)
                l += p
                for d in range(D):
                    acc[d] += p * V[h, j, d]
            for d in range(D):
                O[h, i, d] = acc[d] / l

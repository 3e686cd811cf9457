"""sdpa_gqa: grouped-query causal attention: H query heads share KVH key/value heads (head h uses h / (H / KVH));
O[b, h, i] = sum_{j <= i} softmax_j(Q[b, h, i] . K[b, kv, j] / sqrt(D)) V[b, kv, j] (max-subtracted, two passes)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dot_scaled(q, k, D, scale):
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def sdpa_gqa(O, Q, K, V, B, H, KVH, S, D):
    scale = 1.0 / np.sqrt(float(D))
    group = H // KVH
    for b in range(B):
        for h in range(H):
            kv = h // group
            for i in prange(S):
                q = Q[b, h, i]
                m = 0.0
                for j in range(i + 1):
                    s = dot_scaled(q, K[b, kv, j], D, scale)
                    if j == 0 or s > m:
                        m = s
                acc = np.zeros(D)
                l = 0.0
                for j in range(i + 1):
                    p = np.exp(dot_scaled(q, K[b, kv, j], D, scale) - m)
                    l += p
                    for d in range(D):
                        acc[d] += p * V[b, kv, j, d]
                for d in range(D):
                    O[b, h, i, d] = acc[d] / l

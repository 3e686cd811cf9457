"""decode_attention_gqa: decode-step attention, one query per head (B, H, D) against a KV cache of L tokens with KVH grouped-query heads: O = softmax(q K^T / sqrt(D)) V."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def decode_attention_gqa(O, Q, Kc, Vc, B, H, KVH, L, D):
    scale = 1.0 / np.sqrt(D)
    group = H // KVH
    for b in range(B):
        for h in prange(H):
            kv = h // group
            q = Q[b, h]
            m = 0.0
            for j in range(L):
                s = 0.0
                for d in range(D):
                    s += q[d] * Kc[b, kv, j, d]
                s = s * scale
                if j == 0 or s > m:
                    m = s
            acc = np.zeros(D, dtype=Q.dtype)
            l = 0.0
            for j in range(L):
                s = 0.0
                for d in range(D):
                    s += q[d] * Kc[b, kv, j, d]
                p = np.exp(s * scale - m)
                l += p
                for d in range(D):
                    acc[d] += p * Vc[b, kv, j, d]
            for d in range(D):
                O[b, h, d] = acc[d] / l

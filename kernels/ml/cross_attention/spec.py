"""cross_attention: one head, queries from Xq, keys/values from Mem (no bias):
Q[b, i] = Wq Xq[b, i]; KV[b, j] = Wkv Mem[b, j] ([k | v], each D wide); both stored, then read back;
O[b, i] = sum_j softmax_j(q_i . k_j / sqrt(D)) v_j over the Sk memory tokens (max-subtracted softmax)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def score(q, k, D, scale):
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def cross_attention(O, Q, KV, Xq, Mem, Wq, Wkv, B, Sq, Sk, E, D):
    for b in range(B):
        for i in prange(Sq):
            for f in range(D):
                s = 0.0
                for e in range(E):
                    s += Wq[f, e] * Xq[b, i, e]
                Q[b, i, f] = s
        for j in prange(Sk):
            for f in range(2 * D):
                s = 0.0
                for e in range(E):
                    s += Wkv[f, e] * Mem[b, j, e]
                KV[b, j, f] = s
    scale = 1.0 / np.sqrt(float(D))
    for b in range(B):
        for i in prange(Sq):
            q = Q[b, i]
            m = score(q, KV[b, 0, 0:D], D, scale)
            for j in range(1, Sk):
                sc = score(q, KV[b, j, 0:D], D, scale)
                if sc > m:
                    m = sc
            acc = np.zeros(D)
            l = 0.0
            for j in range(Sk):
                p = np.exp(score(q, KV[b, j, 0:D], D, scale) - m)
                l += p
                for d in range(D):
                    acc[d] += p * KV[b, j, D + d]
            for d in range(D):
                O[b, i, d] = acc[d] / l

"""attention_single_head_qkv: single-head self-attention from X.
QKV[b, s] = Wqkv X[b, s] + bqkv, packed [q | k | v] (each D wide), stored, then read back;
O[b, i] = sum_j softmax_j(q_i . k_j / sqrt(D)) v_j (max-subtracted softmax)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def score(q, k, D, scale):
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def attention_single_head_qkv(O, QKV, X, Wqkv, bqkv, B, S, E, D):
    for b in prange(B):
        for s in range(S):
            for f in range(3 * D):
                acc = float(bqkv[f])
                for e in range(E):
                    acc += Wqkv[f, e] * X[b, s, e]
                QKV[b, s, f] = acc
    scale = 1.0 / np.sqrt(float(D))
    for b in range(B):
        for i in prange(S):
            q = QKV[b, i, 0:D]
            m = score(q, QKV[b, 0, D:2 * D], D, scale)
            for j in range(1, S):
                sc = score(q, QKV[b, j, D:2 * D], D, scale)
                if sc > m:
                    m = sc
            acc = np.zeros(D)
            l = 0.0
            for j in range(S):
                p = np.exp(score(q, QKV[b, j, D:2 * D], D, scale) - m)
                l += p
                for d in range(D):
                    acc[d] += p * QKV[b, j, 2 * D + d]
            for d in range(D):
                O[b, i, d] = acc[d] / l

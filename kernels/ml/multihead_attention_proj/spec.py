"""multihead_attention_proj: multi-head self-attention with packed projections (no mask), Dh = E / H.
QKV[b, s] = Wqkv X[b, s] + bqkv ([q | k | v], head h owns columns h Dh .. h Dh + Dh - 1 of each);
A[b, i, h Dh:(h + 1) Dh] = sum_j softmax_j(q_i . k_j / sqrt(Dh)) v_j per head; Y[b, s] = Wo A[b, s] + bo.
Each stage reads back what the previous one stored."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def score(q, k, Dh, scale):
    s = 0.0
    for d in range(Dh):
        s += q[d] * k[d]
    return s * scale


def multihead_attention_proj(Y, A, QKV, X, Wqkv, bqkv, Wo, bo, B, S, E, H):
    Dh = E // H
    for b in range(B):
        for s in prange(S):
            for f in range(3 * E):
                acc = float(bqkv[f])
                for e in range(E):
                    acc += Wqkv[f, e] * X[b, s, e]
                QKV[b, s, f] = acc
    scale = 1.0 / np.sqrt(float(Dh))
    for b in range(B):
        for h in range(H):
            q0 = h * Dh
            k0 = E + h * Dh
            v0 = 2 * E + h * Dh
            for i in prange(S):
                q = QKV[b, i, q0:q0 + Dh]
                m = score(q, QKV[b, 0, k0:k0 + Dh], Dh, scale)
                for j in range(1, S):
                    sc = score(q, QKV[b, j, k0:k0 + Dh], Dh, scale)
                    if sc > m:
                        m = sc
                acc = np.zeros(Dh)
                l = 0.0
                for j in range(S):
                    p = np.exp(score(q, QKV[b, j, k0:k0 + Dh], Dh, scale) - m)
                    l += p
                    for d in range(Dh):
                        acc[d] += p * QKV[b, j, v0 + d]
                for d in range(Dh):
                    A[b, i, q0 + d] = acc[d] / l
    for b in range(B):
        for s in prange(S):
            for n in range(E):
                acc = float(bo[n])
                for e in range(E):
                    acc += Wo[n, e] * A[b, s, e]
                Y[b, s, n] = acc

"""gpt2_block: GPT-2 block on one sequence: QKV = Wqkv ln1(X) + bqkv (stored; q, k, v in column blocks of
E, head h in columns h DH .. h DH + DH - 1 of each), Att = per-head causal softmax(q k^T / sqrt(DH)) v
(stored), X1 = X + Wo Att + bo (stored), Y = X1 + W2 gelu_tanh(W1 ln2(X1) + b1) + b2; layernorms with
biased variance and eps; gelu_tanh(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3)))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ln_row(x, g, b, E, eps):
    xd = x.astype(np.float64)
    mean = np.sum(xd) / E
    var = np.sum((xd - mean) ** 2) / E
    return (xd - mean) / np.sqrt(var + eps) * g + b


def gpt2_block(Y, X1, Att, QKV, X, g1, be1, Wqkv, bqkv, Wo, bo, g2, be2, W1, b1, W2, b2, S, E, NH, DH, E3, F, eps):
    c = 0.79788456080286535588  # sqrt(2 / pi)
    scale = 1.0 / np.sqrt(DH)
    for t in prange(S):
        u = ln_row(X[t, :], g1, be1, E, float(eps))
        for k in range(E3):
            QKV[t, k] = bqkv[k] + np.sum(Wqkv[k, :] * u)
    for h in range(NH):
        for t in prange(S):
            q = QKV[t, h * DH:(h + 1) * DH].astype(np.float64)
            p = np.empty(t + 1)
            for j in range(t + 1):
                p[j] = np.sum(q * QKV[j, E + h * DH:E + (h + 1) * DH]) * scale
            p = np.exp(p - np.max(p))
            lsum = np.sum(p)
            for d in range(DH):
                Att[t, h * DH + d] = np.sum(p * QKV[0:t + 1, 2 * E + h * DH + d]) / lsum
    for t in prange(S):
        for e in range(E):
            X1[t, e] = X[t, e] + (bo[e] + np.sum(Wo[e, :] * Att[t, :]))
    for t in prange(S):
        u = ln_row(X1[t, :], g2, be2, E, float(eps))
        hid = np.empty(F)
        for f in range(F):
            s = b1[f] + np.sum(W1[f, :] * u)
            hid[f] = 0.5 * s * (1.0 + np.tanh(c * (s + 0.044715 * s * s * s)))
        for e in range(E):
            Y[t, e] = X1[t, e] + (b2[e] + np.sum(W2[e, :] * hid))

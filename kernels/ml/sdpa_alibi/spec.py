"""sdpa_alibi: causal attention with ALiBi biases: O[b, h, i] = softmax over keys j <= i of (Q[b, h, i] . K[b, h, j] / sqrt(D)
- m_h (i - j)) times the rows V[b, h, j], slopes m_h = 2^(-8 (h + 1) / H)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dot_scaled(q, k, D, scale):
    """q . k over D entries, times scale."""
    s = 0.0
    for d in range(D):
        s += q[d] * k[d]
    return s * scale


def attend_row(o, q, k, v, j0, j1, D, scale, bias_slope, i):
    """o = softmax over j in [j0, j1) of (q . k[j] scale - bias_slope (i - j)) times the rows v[j]: two passes over
    the keys (the maximum, then the weights)."""
    m = 0.0
    for j in range(j0, j1):
        s = dot_scaled(q, k[j], D, scale) - bias_slope * (i - j)
        if j == j0 or s > m:
            m = s
    acc = np.zeros(D, dtype=o.dtype)
    l = 0.0
    for j in range(j0, j1):
        p = np.exp(dot_scaled(q, k[j], D, scale) - bias_slope * (i - j) - m)
        l += p
        for d in range(D):
            acc[d] += p * v[j, d]
    for d in range(D):
        o[d] = acc[d] / l


def sdpa_alibi(O, Q, K, V, B, H, S, D):
    scale = 1 / np.sqrt(float(D))
    for b in range(B):
        for h in range(H):
            slope = 2.0 ** (-((8 * (h + 1)) // H))  # 8 % H == 0: the exponent is an integer
            for i in prange(S):
                attend_row(O[b, h, i], Q[b, h, i], K[b, h], V[b, h], 0, i + 1, D, scale, slope, i)

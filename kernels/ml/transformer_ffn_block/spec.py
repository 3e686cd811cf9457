"""transformer_ffn_block: pre-norm transformer FFN block, per row x:
u = layernorm(x) gamma + beta (biased variance, eps), hid = gelu_tanh(W1 u + b1), Y = x + (W2 hid + b2);
gelu_tanh(s) = 0.5 s (1 + tanh(sqrt(2/pi) (s + 0.044715 s^3))). u and hid are kept unrounded."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def transformer_ffn_block(Y, X, gamma, beta, W1, b1, W2, b2, M, E, F, eps):
    c = 0.79788456080286535588  # sqrt(2 / pi)
    for i in prange(M):
        u = np.empty(E)
        hid = np.empty(F)
        mean = 0.0
        for e in range(E):
            mean += X[i, e]
        mean /= E
        var = 0.0
        for e in range(E):
            d = X[i, e] - mean
            var += d * d
        var /= E
        inv = 1.0 / np.sqrt(var + float(eps))
        for e in range(E):
            u[e] = (X[i, e] - mean) * inv * gamma[e] + beta[e]
        for f in range(F):
            s = float(b1[f])
            for e in range(E):
                s += W1[f, e] * u[e]
            hid[f] = 0.5 * s * (1.0 + np.tanh(c * (s + 0.044715 * s * s * s)))
        for e in range(E):
            s = float(b2[e])
            for f in range(F):
                s += W2[e, f] * hid[f]
            Y[i, e] = X[i, e] + s

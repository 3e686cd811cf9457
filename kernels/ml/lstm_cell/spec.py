"""lstm_cell: torch.nn.LSTMCell over a batch (gate rows i = [0, D), f = [D, 2D), g = [2D, 3D), o = [3D, 4D)):
p_q = bih_q + bhh_q + Wih_q x + Whh_q h; i, f, o = sigmoid(p), g = tanh(p); Cn = f C0 + i g, Hn = o tanh(Cn)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def preact(wi, x, E, wh, h, D, bias):
    s = bias
    for k in range(E):
        s += wi[k] * x[k]
    for k in range(D):
        s += wh[k] * h[k]
    return s


def sigm(t):
    return 1.0 / (1.0 + np.exp(-t))


def lstm_cell(Hn, Cn, X, H0, C0, Wih, Whh, bih, bhh, B, E, D):
    for b in prange(B):
        x = X[b]
        h = H0[b]
        for j in range(D):
            p0 = preact(Wih[j], x, E, Whh[j], h, D, float(bih[j]) + float(bhh[j]))
            p1 = preact(Wih[D + j], x, E, Whh[D + j], h, D, float(bih[D + j]) + float(bhh[D + j]))
            p2 = preact(Wih[2 * D + j], x, E, Whh[2 * D + j], h, D, float(bih[2 * D + j]) + float(bhh[2 * D + j]))
            p3 = preact(Wih[3 * D + j], x, E, Whh[3 * D + j], h, D, float(bih[3 * D + j]) + float(bhh[3 * D + j]))
            c = sigm(p1) * C0[b, j] + sigm(p0) * np.tanh(p2)
            Cn[b, j] = c
            Hn[b, j] = sigm(p3) * np.tanh(c)

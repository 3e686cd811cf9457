"""lstm_seq: one LSTM layer over T steps for a batch (gate rows i = [0, D), f = [D, 2D), g = [2D, 3D),
o = [3D, 4D); one bias): p_q = bias_q + Wih_q x_t + Whh_q h_{t-1}; c_t = sigmoid(p_f) c_{t-1} + sigmoid(p_i) tanh(p_g),
h_t = sigmoid(p_o) tanh(c_t); h_{-1} = H0, c_{-1} = C0. Y[t] = h_t (read back from Y by step t + 1), Cn = c_{T-1}."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def preact(wi, x, E, wh, h, D, s):
    for k in range(E):
        s += wi[k] * x[k]
    for k in range(D):
        s += wh[k] * h[k]
    return s


def sigm(t):
    return 1.0 / (1.0 + np.exp(-t))


def lstm_seq(Y, Cn, X, H0, C0, Wih, Whh, bias, T, B, E, D):
    for t in range(T):
        for b in prange(B):
            x = X[t, b]
            if t == 0:
                h = H0[b]
                cp = C0[b]
            else:
                h = Y[t - 1, b]
                cp = Cn[b]
            for j in range(D):
                p0 = preact(Wih[j], x, E, Whh[j], h, D, float(bias[j]))
                p1 = preact(Wih[D + j], x, E, Whh[D + j], h, D, float(bias[D + j]))
                p2 = preact(Wih[2 * D + j], x, E, Whh[2 * D + j], h, D, float(bias[2 * D + j]))
                p3 = preact(Wih[3 * D + j], x, E, Whh[3 * D + j], h, D, float(bias[3 * D + j]))
                c = sigm(p1) * cp[j] + sigm(p0) * np.tanh(p2)
                Cn[b, j] = c
                Y[t, b, j] = sigm(p3) * np.tanh(c)

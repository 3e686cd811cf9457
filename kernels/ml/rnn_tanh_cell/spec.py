"""rnn_tanh_cell: Elman RNN cell over a batch, Hn = tanh(X Wx^T + H0 Wh^T + bias)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def rnn_tanh_cell(Hn, X, H0, Wx, Wh, bias, B, E, D):
    for b in prange(B):
        for j in range(D):
            s = float(bias[j])
            for k in range(E):
                s += Wx[j, k] * X[b, k]
            for k in range(D):
                s += Wh[j, k] * H0[b, k]
            Hn[b, j] = np.tanh(s)

"""gru_seq_meanpool: single-layer torch.nn.GRU (gates r, z, n in weight rows [0, D), [D, 2D), [2D, 3D)) over
T steps from h = 0; per step, a = Wih x + bih, c = Whh h + bhh, r = sigmoid(a_r + c_r),
z = sigmoid(a_z + c_z), n = tanh(a_n + r c_n), h' = (1 - z) n + z h, stored in Hs (the next step reads it
as stored); P = mean over t of Hs."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def gru_seq_meanpool(P, Hs, X, Wih, Whh, bih, bhh, B, T, E, D):
    for b in prange(B):
        h = np.zeros(D, dtype=Hs.dtype)
        for t in range(T):
            a = bih + np.dot(Wih, X[b, t, :])
            c = bhh + np.dot(Whh, h)
            r = 1.0 / (1.0 + np.exp(-(a[0:D] + c[0:D])))
            z = 1.0 / (1.0 + np.exp(-(a[D:2 * D] + c[D:2 * D])))
            n = np.tanh(a[2 * D:3 * D] + r * c[2 * D:3 * D])
            Hs[b, t, :] = (1.0 - z) * n + z * h
            h = Hs[b, t, :].copy()
        for j in range(D):
            P[b, j] = np.sum(Hs[b, :, j]) / T

"""gru_cell: torch.nn.GRUCell over a batch (gate rows r = [0, D), z = [D, 2D), n = [2D, 3D)):
r = sigmoid(Wih_r x + bih_r + Whh_r h + bhh_r), z likewise, n = tanh(Wih_n x + bih_n + r (Whh_n h + bhh_n)),
Hn = (1 - z) n + z h."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dot(s, w, v, n):
    for k in range(n):
        s += w[k] * v[k]
    return s


def gru_cell(Hn, X, H0, Wih, Whh, bih, bhh, B, E, D):
    for b in prange(B):
        x = X[b]
        h = H0[b]
        for j in range(D):
            jr = j
            jz = D + j
            jn = 2 * D + j
            ar = dot(float(bih[jr]), Wih[jr], x, E)
            cr = dot(float(bhh[jr]), Whh[jr], h, D)
            az = dot(float(bih[jz]), Wih[jz], x, E)
            cz = dot(float(bhh[jz]), Whh[jz], h, D)
            an = dot(float(bih[jn]), Wih[jn], x, E)
            cn = dot(float(bhh[jn]), Whh[jn], h, D)
            r = 1.0 / (1.0 + np.exp(-(ar + cr)))
            z = 1.0 / (1.0 + np.exp(-(az + cz)))
            n = np.tanh(an + r * cn)
            Hn[b, j] = (1.0 - z) * n + z * h[j]

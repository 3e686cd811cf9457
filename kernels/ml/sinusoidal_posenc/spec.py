"""sinusoidal_posenc: add sinusoidal positional encodings to X (B, S, D): Y[b][t][2i] = x + sin(t / 10000^(2i/D)), Y[b][t][2i+1] = x + cos(t / 10000^(2i/D)), the encoding in double."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sinusoidal_posenc(Y, X, B, S, D):
    for b in range(B):
        for t in prange(S):
            for i in range(D // 2):
                ang = float(t) * 10000.0 ** (-2.0 * i / D)
                Y[b, t, 2 * i] = float(X[b, t, 2 * i]) + np.sin(ang)
                Y[b, t, 2 * i + 1] = float(X[b, t, 2 * i + 1]) + np.cos(ang)

"""mlp2_relu: two-layer perceptron Y = relu(X W1^T + b1) W2^T + b2 (the hidden row is kept unrounded)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def mlp2_relu(Y, X, W1, b1, W2, b2, M, E, F, N):
    for i in prange(M):
        hid = np.empty(F)
        for f in range(F):
            s = float(b1[f])
            for k in range(E):
                s += W1[f, k] * X[i, k]
            hid[f] = s if s > 0 else 0.0
        for n in range(N):
            s = float(b2[n])
            for f in range(F):
                s += W2[n, f] * hid[f]
            Y[i, n] = s

"""mlp3_layernorm: 3-layer MLP, H1 = relu(layernorm(X W1^T + b1) g1 + be1), H2 = relu(layernorm(H1 W2^T + b2)
g2 + be2) (layernorm over the features: mean, biased variance, eps inside the square root), Y = H2 W3^T + b3;
H1 and H2 are stored."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def linear_ln_relu(h, x, Wm, bv, g, be, eps):
    """h = relu(layernorm(Wm x + bv) g + be) for one row."""
    z = np.empty(Wm.shape[0])
    for j in range(Wm.shape[0]):
        z[j] = bv[j] + np.sum(Wm[j] * x)
    mean = np.sum(z) / z.shape[0]
    d = z - mean
    r = 1.0 / math.sqrt(np.sum(d * d) / z.shape[0] + eps)
    h[:] = np.maximum(d * r * g + be, 0.0)


def mlp3_layernorm(Y, H1, H2, X, W1, b1, g1, be1, W2, b2, g2, be2, W3, b3, M, DI, HD, DO, eps):
    for i in prange(M):
        linear_ln_relu(H1[i], X[i], W1, b1, g1, be1, eps)
        linear_ln_relu(H2[i], H1[i], W2, b2, g2, be2, eps)
        for j in range(DO):
            Y[i, j] = b3[j] + np.sum(W3[j] * H2[i])

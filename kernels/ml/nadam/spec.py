"""nadam: NAdam step (Dozat): m = b1 m + (1 - b1) g, v = b2 v + (1 - b2) g^2,
mhat = b1 m / (1 - b1^(t+1)) + (1 - b1) g / (1 - b1^t), p -= lr mhat / (sqrt(v / (1 - b2^t)) + eps)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def nadam(p, m, v, g, N, lr, beta1, beta2, eps, step):
    b1 = float(beta1)
    b2 = float(beta2)
    e = float(eps)
    a = float(lr)
    c1 = 1.0 - b1 ** float(step)
    c1n = 1.0 - b1 ** (float(step) + 1.0)
    c2 = 1.0 - b2 ** float(step)
    for i in prange(N):
        gi = g[i]
        mi = b1 * m[i] + (1.0 - b1) * gi
        vi = b2 * v[i] + (1.0 - b2) * gi * gi
        m[i] = mi
        v[i] = vi
        mhat = b1 * mi / c1n + (1.0 - b1) * gi / c1
        p[i] = p[i] - a * mhat / (np.sqrt(vi / c2) + e)

"""adadelta: Adadelta step: sq = rho sq + (1 - rho) g^2, dx = sqrt(ad + eps) / sqrt(sq + eps) g,
ad = rho ad + (1 - rho) dx^2, p -= lr dx."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adadelta(p, sq, ad, g, N, lr, rho, eps):
    r = float(rho)
    e = float(eps)
    a = float(lr)
    for i in prange(N):
        gi = g[i]
        si = r * sq[i] + (1.0 - r) * gi * gi
        ai = ad[i]
        dx = np.sqrt(ai + e) / np.sqrt(si + e) * gi
        sq[i] = si
        ad[i] = r * ai + (1.0 - r) * dx * dx
        p[i] = p[i] - a * dx

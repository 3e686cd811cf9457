"""adamax: Adamax step: m = b1 m + (1 - b1) g, u = max(b2 u, |g| + eps), p -= (lr / (1 - b1^t)) m / u."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def adamax(p, m, u, g, N, lr, beta1, beta2, eps, step):
    b1 = float(beta1)
    b2 = float(beta2)
    e = float(eps)
    clr = float(lr) / (1.0 - b1 ** float(step))
    for i in prange(N):
        gi = g[i]
        mi = b1 * m[i] + (1.0 - b1) * gi
        ua = b2 * u[i]
        ub = np.abs(gi) + e
        ui = ua if ua > ub else ub
        m[i] = mi
        u[i] = ui
        p[i] = p[i] - clr * mi / ui

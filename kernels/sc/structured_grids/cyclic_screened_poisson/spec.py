"""cyclic_screened_poisson: on each periodic row solve -phi[i-1] + (2 + kh2) phi[i] - phi[i+1] = h^2 rho[i]
(cyclic tridiagonal: Thomas with the Sherman-Morrison correction, gamma = -b), then
E[i] = -(phi[i+1] - phi[i-1]) / (2 h)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cyclic_screened_poisson(phi, E, rho, NROW, NX, kh2, h):
    b = 2 + kh2
    g = -b
    h2 = h * h
    b0 = b - g
    bn = b + 1 / b
    for r in prange(NROW):
        cp = np.empty(NX, phi.dtype)
        y = phi[r]
        z = E[r]
        bet = b0
        y[0] = h2 * rho[r, 0] / bet
        z[0] = g / bet
        for j in range(1, NX):
            cp[j] = -1 / bet
            diag = bn if j == NX - 1 else b
            bet = diag + cp[j]
            y[j] = (h2 * rho[r, j] + y[j - 1]) / bet
            u = -1.0 if j == NX - 1 else 0.0
            z[j] = (u + z[j - 1]) / bet
        for j in range(NX - 2, -1, -1):
            y[j] -= cp[j + 1] * y[j + 1]
            z[j] -= cp[j + 1] * z[j + 1]
        fact = (y[0] - y[NX - 1] / g) / (1 + z[0] - z[NX - 1] / g)
        for j in range(NX):
            y[j] -= fact * z[j]
        s = -1 / (2 * h)
        for j in range(NX):
            z[j] = s * (y[(j + 1) % NX] - y[(j - 1) % NX])

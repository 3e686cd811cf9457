"""berendsen_thermostat: remove the centre-of-mass velocity, kinetic energy K and temperature
T = 2 K / (3 N - 3), scale every velocity by lambda = sqrt(1 + dt_tau (T0 / T - 1)) clamped to
[0.8, 1.25]; ekin = (K, lambda^2 K)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def berendsen_thermostat(v, m, ekin, N, dt_tau, T0):
    M = 0.0
    px = 0.0
    py = 0.0
    pz = 0.0
    for i in range(N):
        M += m[i]
        px += m[i] * v[i, 0]
        py += m[i] * v[i, 1]
        pz += m[i] * v[i, 2]
    cx = px / M
    cy = py / M
    cz = pz / M
    k2 = 0.0
    for i in range(N):
        ux = v[i, 0] - cx
        uy = v[i, 1] - cy
        uz = v[i, 2] - cz
        v[i, 0] = ux
        v[i, 1] = uy
        v[i, 2] = uz
        k2 += m[i] * (v[i, 0] * v[i, 0] + v[i, 1] * v[i, 1] + v[i, 2] * v[i, 2])
    K = 0.5 * k2
    T = 2 * K / (3 * N - 3)
    lam = 1.0
    if T > 0:
        lam = math.sqrt(1 + dt_tau * (T0 / T - 1))
    lam = min(max(lam, 0.8), 1.25)
    for i in prange(N):
        for c in range(3):
            v[i, c] *= lam
    ekin[0] = K
    ekin[1] = lam * lam * K

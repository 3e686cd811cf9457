"""weno5_burgers: WENO5-JS flux reconstruction with global Lax-Friedrichs splitting: du/dt of the 1-D
inviscid Burgers equation on NROW periodic rows."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def weno5(v1, v2, v3, v4, v5):
    c13 = 13.0 / 12.0
    eps = 1e-6
    d0 = v1 - 2 * v2 + v3
    e0 = v1 - 4 * v2 + 3 * v3
    d1 = v2 - 2 * v3 + v4
    e1 = v2 - v4
    d2 = v3 - 2 * v4 + v5
    e2 = 3 * v3 - 4 * v4 + v5
    b0 = c13 * d0 * d0 + 0.25 * e0 * e0
    b1 = c13 * d1 * d1 + 0.25 * e1 * e1
    b2 = c13 * d2 * d2 + 0.25 * e2 * e2
    a0 = 0.1 / ((eps + b0) * (eps + b0))
    a1 = 0.6 / ((eps + b1) * (eps + b1))
    a2 = 0.3 / ((eps + b2) * (eps + b2))
    q0 = (2 * v1 - 7 * v2 + 11 * v3) / 6
    q1 = (-v2 + 5 * v3 + 2 * v4) / 6
    q2 = (2 * v3 + 5 * v4 - v5) / 6
    return (a0 * q0 + a1 * q1 + a2 * q2) / (a0 + a1 + a2)


def fsplit(u, alpha, sign):
    return (u * u / 2 + sign * alpha * u) / 2


def face(u, r, i, NX, alpha):
    v0 = u[r, (i - 2) % NX]
    v1 = u[r, (i - 1) % NX]
    v2 = u[r, i % NX]
    v3 = u[r, (i + 1) % NX]
    v4 = u[r, (i + 2) % NX]
    v5 = u[r, (i + 3) % NX]
    return (weno5(fsplit(v0, alpha, 1), fsplit(v1, alpha, 1), fsplit(v2, alpha, 1), fsplit(v3, alpha, 1),
                  fsplit(v4, alpha, 1))
            + weno5(fsplit(v5, alpha, -1), fsplit(v4, alpha, -1), fsplit(v3, alpha, -1), fsplit(v2, alpha, -1),
                    fsplit(v1, alpha, -1)))


def weno5_burgers(rhs, u, NROW, NX, rdx):
    for r in prange(NROW):
        alpha = np.abs(u[r, :]).max()
        fl = face(u, r, -1, NX, alpha)
        for i in range(NX):
            fr = face(u, r, i, NX, alpha)
            rhs[r, i] = -(fr - fl) * rdx
            fl = fr

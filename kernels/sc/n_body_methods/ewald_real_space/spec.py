"""ewald_real_space: the real-space part of the Ewald sum in a periodic unit cube (minimum image): for i < j
(i outer, ascending) with r < rc, e = q_i q_j erfc(alpha r) / r, energy += e,
g = (e + q_i q_j 2 alpha / sqrt(pi) exp(-alpha^2 r^2)) / r^2, F_i += g d, F_j -= g d (d = r_i - r_j)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def min_image(d):
    if d > 0.5:
        return d - 1
    if d < -0.5:
        return d + 1
    return d


def ewald_real_space(fx, fy, fz, energy, x, y, z, q, N, alpha, rc):
    real = x.dtype.type
    alpha = real(alpha)
    rc = real(rc)
    c = real(2) * alpha / real(math.sqrt(3.14159265358979323846))
    e = real(0)
    for i in range(N):
        fx[i] = 0
        fy[i] = 0
        fz[i] = 0
    for i in range(N):
        for j in range(i + 1, N):
            dx = real(min_image(x[i] - x[j]))
            dy = real(min_image(y[i] - y[j]))
            dz = real(min_image(z[i] - z[j]))
            r2 = dx * dx + dy * dy + dz * dz
            if r2 >= rc * rc:
                continue
            r = real(math.sqrt(r2))
            qq = q[i] * q[j]
            ep = qq * real(math.erfc(alpha * r)) / r
            g = (ep + qq * c * real(math.exp(-alpha * alpha * r2))) / r2
            e += ep
            fx[i] += g * dx
            fy[i] += g * dy
            fz[i] += g * dz
            fx[j] -= g * dx
            fy[j] -= g * dy
            fz[j] -= g * dz
    energy[0] = e

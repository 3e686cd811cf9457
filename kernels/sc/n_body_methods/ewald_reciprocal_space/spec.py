"""ewald_reciprocal_space: Ewald reciprocal-space energy and forces by direct structure factors
S(k) = sum_j q_j exp(i k.r_j) over k = 2 pi n, 0 < |n|^2 <= KMAX^2 (periodic unit cube, V = 1)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ewald_reciprocal_space(fx, fy, fz, energy, x, y, z, q, N, KMAX, alpha):
    tpi = 2 * math.pi
    fpi = 4 * math.pi
    b = 1 / (4 * alpha * alpha)
    e = 0.0
    fx[:] = 0
    fy[:] = 0
    fz[:] = 0
    for nz in range(-KMAX, KMAX + 1):
        for ny in range(-KMAX, KMAX + 1):
            for nx in range(-KMAX, KMAX + 1):
                n2 = nx * nx + ny * ny + nz * nz
                if n2 == 0 or n2 > KMAX * KMAX:
                    continue
                kx = tpi * nx
                ky = tpi * ny
                kz = tpi * nz
                k2 = kx * kx + ky * ky + kz * kz
                A = fpi * math.exp(-k2 * b) / k2
                ph = kx * x + ky * y + kz * z
                c = np.cos(ph)
                s = np.sin(ph)
                sr = np.sum(q * c)
                si = np.sum(q * s)
                e += A / 2 * (sr * sr + si * si)
                g = A * q * (s * sr - c * si)
                fx += g * kx
                fy += g * ky
                fz += g * kz
    energy[0] = e

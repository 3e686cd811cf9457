"""lj_neighbor_list: Lennard-Jones 12-6 forces and energy over a half neighbour list (cutoff 2.5, periodic box L = 1.1 NC, minimum image, Newton's third law)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def min_image(d, L, half):
    if d > half:
        return d - L
    if d < -half:
        return d + L
    return d


def lj_neighbor_list(fx, fy, fz, energy, x, y, z, numneigh, neigh, NC, N, MAXNB):
    T = x.dtype.type
    L = T(1.1 * NC)
    half = L / T(2)
    rc2 = T(6.25)
    e = T(0)
    for i in range(N):
        fx[i] = 0
        fy[i] = 0
        fz[i] = 0
    for i in range(N):
        for k in range(numneigh[i]):
            j = neigh[i, k]
            dx = min_image(x[i] - x[j], L, half)
            dy = min_image(y[i] - y[j], L, half)
            dz = min_image(z[i] - z[j], L, half)
            r2 = dx * dx + dy * dy + dz * dz
            if r2 >= rc2:
                continue
            s2 = T(1) / r2
            s6 = s2 * s2 * s2
            f = T(48) * s6 * (s6 - T(0.5)) * s2
            fx[i] += f * dx
            fy[i] += f * dy
            fz[i] += f * dz
            fx[j] -= f * dx
            fy[j] -= f * dy
            fz[j] -= f * dz
            e += T(4) * s6 * (s6 - T(1))
    energy[0] = e

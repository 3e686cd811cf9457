"""hamiltonian_apply_fd: H psi = -1/2 lap4 psi + V psi for NB real bands on a periodic N^3 grid
(fourth-order central laplacian, spacing h) and eps[b] = <psi_b|H psi_b> / <psi_b|psi_b>."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def hamiltonian_apply_fd(hpsi, eps, psi, V, NB, N, h):
    ih2 = 1 / (h * h)
    c0 = 3 * -2.5
    c1 = 4.0 / 3.0
    c2 = -1.0 / 12.0
    for b in prange(NB):
        num = 0.0
        den = 0.0
        for z in range(N):
            zm1 = (z - 1) % N
            zp1 = (z + 1) % N
            zm2 = (z - 2) % N
            zp2 = (z + 2) % N
            for y in range(N):
                ym1 = (y - 1) % N
                yp1 = (y + 1) % N
                ym2 = (y - 2) % N
                yp2 = (y + 2) % N
                for x in range(N):
                    xm1 = (x - 1) % N
                    xp1 = (x + 1) % N
                    xm2 = (x - 2) % N
                    xp2 = (x + 2) % N
                    pc = psi[b, z, y, x]
                    s1 = ((psi[b, z, y, xm1] + psi[b, z, y, xp1]) + (psi[b, z, ym1, x] + psi[b, z, yp1, x])
                          + (psi[b, zm1, y, x] + psi[b, zp1, y, x]))
                    s2 = ((psi[b, z, y, xm2] + psi[b, z, y, xp2]) + (psi[b, z, ym2, x] + psi[b, z, yp2, x])
                          + (psi[b, zm2, y, x] + psi[b, zp2, y, x]))
                    lap = (c0 * pc + c1 * s1 + c2 * s2) * ih2
                    r = -0.5 * lap + V[z, y, x] * pc
                    hpsi[b, z, y, x] = r
                    num += pc * r
                    den += pc * pc
        eps[b] = num / den

"""ising_metropolis: one checkerboard Metropolis sweep of the 2-D Ising model (periodic N x N, given uniforms), then the magnetization."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def ising_metropolis(spin, mag, u, N, beta, J, h):
    for colour in range(2):  # black sites ((i + j) even) first, then white; row-major within a colour
        for i in range(N):
            for j in range((i + colour) % 2, N, 2):
                up = (i + N - 1) % N
                dn = (i + 1) % N
                lf = (j + N - 1) % N
                rt = (j + 1) % N
                nb = np.int64(spin[up, j]) + np.int64(spin[dn, j]) + np.int64(spin[i, lf]) + np.int64(spin[i, rt])
                s = np.int64(spin[i, j])
                dE = 2.0 * s * (float(J) * nb + float(h))  # in double, as the C
                if dE <= 0 or float(u[i, j]) < math.exp(-float(beta) * dE):
                    spin[i, j] = -s
    m = 0
    for i in range(N):
        for j in range(N):
            m += np.int64(spin[i, j])
    mag[0] = m

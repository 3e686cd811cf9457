"""tsc_charge_deposition: triangular-shaped-cloud (quadratic spline) charge deposition of N particles
onto a periodic 3-D grid of unit spacing: 3 weights per axis around the nearest node, 27 nodes each."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def tsc_charge_deposition(rho, px, py, pz, q, N, NX, NY, NZ):
    rho[:, :, :] = 0
    wx = np.empty(3)
    wy = np.empty(3)
    wz = np.empty(3)
    for p in range(N):
        fi = math.floor(px[p] + 0.5)
        fj = math.floor(py[p] + 0.5)
        fk = math.floor(pz[p] + 0.5)
        dx = px[p] - fi
        dy = py[p] - fj
        dz = pz[p] - fk
        wx[0] = 0.5 * (0.5 - dx) * (0.5 - dx)
        wx[1] = 0.75 - dx * dx
        wx[2] = 0.5 * (0.5 + dx) * (0.5 + dx)
        wy[0] = 0.5 * (0.5 - dy) * (0.5 - dy)
        wy[1] = 0.75 - dy * dy
        wy[2] = 0.5 * (0.5 + dy) * (0.5 + dy)
        wz[0] = 0.5 * (0.5 - dz) * (0.5 - dz)
        wz[1] = 0.75 - dz * dz
        wz[2] = 0.5 * (0.5 + dz) * (0.5 + dz)
        i = int(fi)
        j = int(fj)
        k = int(fk)
        for c in range(3):
            kk = (k - 1 + c + NZ) % NZ
            qz = q[p] * wz[c]
            for b in range(3):
                jj = (j - 1 + b + NY) % NY
                qzy = qz * wy[b]
                for a in range(3):
                    ii = (i - 1 + a + NX) % NX
                    rho[kk, jj, ii] += qzy * wx[a]

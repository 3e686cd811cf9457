"""bead_spring_verlet: NT velocity-Verlet steps of bead-spring polymer chains (harmonic bonds kb (r - 1)^2,
cosine angle bending ka (1 + cos theta)) and the final potential energy."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def forces(x, y, z, fx, fy, fz, NCH, NB, kb, ka):
    e = 0.0
    fx[:, :] = 0
    fy[:, :] = 0
    fz[:, :] = 0
    for c in range(NCH):
        for b in range(NB - 1):
            dx = x[c, b] - x[c, b + 1]
            dy = y[c, b] - y[c, b + 1]
            dz = z[c, b] - z[c, b + 1]
            r = math.sqrt(dx * dx + dy * dy + dz * dz)
            dr = r - 1
            e += kb * dr * dr
            g = -2 * kb * dr / r
            fx[c, b] += g * dx
            fy[c, b] += g * dy
            fz[c, b] += g * dz
            fx[c, b + 1] -= g * dx
            fy[c, b + 1] -= g * dy
            fz[c, b + 1] -= g * dz
        for m in range(1, NB - 1):
            d1x = x[c, m - 1] - x[c, m]
            d1y = y[c, m - 1] - y[c, m]
            d1z = z[c, m - 1] - z[c, m]
            d2x = x[c, m + 1] - x[c, m]
            d2y = y[c, m + 1] - y[c, m]
            d2z = z[c, m + 1] - z[c, m]
            r1s = d1x * d1x + d1y * d1y + d1z * d1z
            r2s = d2x * d2x + d2y * d2y + d2z * d2z
            s = 1 / math.sqrt(r1s * r2s)
            cs = (d1x * d2x + d1y * d2y + d1z * d2z) * s
            e += ka * (1 + cs)
            c1 = cs / r1s
            c2 = cs / r2s
            ax = -ka * (s * d2x - c1 * d1x)
            ay = -ka * (s * d2y - c1 * d1y)
            az = -ka * (s * d2z - c1 * d1z)
            cx = -ka * (s * d1x - c2 * d2x)
            cy = -ka * (s * d1y - c2 * d2y)
            cz = -ka * (s * d1z - c2 * d2z)
            fx[c, m - 1] += ax
            fy[c, m - 1] += ay
            fz[c, m - 1] += az
            fx[c, m + 1] += cx
            fy[c, m + 1] += cy
            fz[c, m + 1] += cz
            fx[c, m] -= ax + cx
            fy[c, m] -= ay + cy
            fz[c, m] -= az + cz
    return e


def bead_spring_verlet(x, y, z, vx, vy, vz, fx, fy, fz, epot, NT, NCH, NB, kb, ka, dt):
    h = dt / 2
    e = 0.0
    for t in range(NT):
        vx += h * fx
        vy += h * fy
        vz += h * fz
        x += dt * vx
        y += dt * vy
        z += dt * vz
        e = forces(x, y, z, fx, fy, fz, NCH, NB, kb, ka)
        vx += h * fx
        vy += h * fy
        vz += h * fz
    epot[0] = e

"""acoustic_staggered_4th_2d: NT 2-D staggered-grid acoustic wave steps (velocity then pressure),
fourth-order differences in space (9/8, -1/24); the two outer cells on every side held fixed."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def acoustic_staggered_4th_2d(p, vx, vy, b, K, NT, NY, NX, r):
    c1 = 9.0 / 8.0
    c2 = -1.0 / 24.0
    for t in range(NT):
        for j in prange(1, NY - 2):
            for i in range(1, NX - 2):
                if j >= 2:
                    vx[j, i] -= r * b[j, i] * (c1 * (p[j, i + 1] - p[j, i]) + c2 * (p[j, i + 2] - p[j, i - 1]))
                if i >= 2:
                    vy[j, i] -= r * b[j, i] * (c1 * (p[j + 1, i] - p[j, i]) + c2 * (p[j + 2, i] - p[j - 1, i]))
        for j in prange(2, NY - 2):
            for i in range(2, NX - 2):
                dvx = c1 * (vx[j, i] - vx[j, i - 1]) + c2 * (vx[j, i + 1] - vx[j, i - 2])
                dvy = c1 * (vy[j, i] - vy[j - 1, i]) + c2 * (vy[j + 1, i] - vy[j - 2, i])
                p[j, i] -= r * K[j, i] * (dvx + dvy)

"""nbody_force: direct-sum gravitational accelerations of N bodies with Plummer softening eps

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def nbody_force(ax, ay, az, px, py, pz, m, N, eps):
    for i in range(0, N):
        sx = float(0)
        sy = float(0)
        sz = float(0)
        for j in range(0, N):
            dx = (px[j] - px[i])
            dy = (py[j] - py[i])
            dz = (pz[j] - pz[i])
            d2 = ((((dx * dx) + (dy * dy)) + (dz * dz)) + (eps * eps))
            inv = float((1.0 / np.sqrt(float(d2))))
            w = (((m[j] * inv) * inv) * inv)
            sx += (w * dx)
            sy += (w * dy)
            sz += (w * dz)
        ax[i] = sx
        ay[i] = sy
        az[i] = sz

"""boris_push: Boris particle push: half electric kick, magnetic rotation, half kick, then x += v dt (N particles)

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def boris_push(x, y, z, vx, vy, vz, Ex, Ey, Ez, Bx, By, Bz, N, qm, dt):
    h = ((qm * dt) / 2)
    for p in range(0, N):
        mx = (vx[p] + (h * Ex[p]))
        my = (vy[p] + (h * Ey[p]))
        mz = (vz[p] + (h * Ez[p]))
        tx = (h * Bx[p])
        ty = (h * By[p])
        tz = (h * Bz[p])
        f = (2 / (((1 + (tx * tx)) + (ty * ty)) + (tz * tz)))
        sx = (f * tx)
        sy = (f * ty)
        sz = (f * tz)
        px = (mx + ((my * tz) - (mz * ty)))
        py = (my + ((mz * tx) - (mx * tz)))
        pz = (mz + ((mx * ty) - (my * tx)))
        ux = (mx + ((py * sz) - (pz * sy)))
        uy = (my + ((pz * sx) - (px * sz)))
        uz = (mz + ((px * sy) - (py * sx)))
        vx[p] = (ux + (h * Ex[p]))
        vy[p] = (uy + (h * Ey[p]))
        vz[p] = (uz + (h * Ez[p]))
        x[p] += (vx[p] * dt)
        y[p] += (vy[p] * dt)
        z[p] += (vz[p] * dt)

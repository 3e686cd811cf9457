"""elastic_wave_2d: NT staggered-grid P-SV elastic wave steps (Virieux): velocities from stresses, then stresses

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def elastic_wave_2d(vx, vz, txx, tzz, txz, buoy, lam, mu, NT, NZ, NX, r):
    for t in range(0, NT):
        for i in range(1, (NZ - 1)):
            for j in range(1, (NX - 1)):
                c = ((i * NX) + j)
                rb = (r * buoy.reshape(-1)[c])
                vx.reshape(-1)[c] += (rb * (((txx.reshape(-1)[(c + 1)] - txx.reshape(-1)[c]) + txz.reshape(-1)[c]) - txz.reshape(-1)[(c - NX)]))
                vz.reshape(-1)[c] += (rb * (((txz.reshape(-1)[c] - txz.reshape(-1)[(c - 1)]) + tzz.reshape(-1)[(c + NX)]) - tzz.reshape(-1)[c]))
        for i in range(1, (NZ - 1)):
            for j in range(1, (NX - 1)):
                c = ((i * NX) + j)
                dx = (vx.reshape(-1)[c] - vx.reshape(-1)[(c - 1)])
                dz = (vz.reshape(-1)[c] - vz.reshape(-1)[(c - NX)])
                l = lam.reshape(-1)[c]
                m2 = (l + (2 * mu.reshape(-1)[c]))
                txx.reshape(-1)[c] += (r * ((m2 * dx) + (l * dz)))
                tzz.reshape(-1)[c] += (r * ((l * dx) + (m2 * dz)))
                txz.reshape(-1)[c] += ((r * mu.reshape(-1)[c]) * (((vx.reshape(-1)[(c + NX)] - vx.reshape(-1)[c]) + vz.reshape(-1)[(c + 1)]) - vz.reshape(-1)[c]))

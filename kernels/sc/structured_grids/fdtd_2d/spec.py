"""fdtd_2d: PolyBench fdtd-2d: TMAX Yee steps of ex, ey, hz on an NX x NY grid (source ey[0][:] = fict[t])

Generated from reference.c by tools/spec-from-c.py (checked against it by
tools/corpus-spec-check.py).
"""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def fdtd_2d(ex, ey, hz, fict, TMAX, NX, NY):
    for t in range(0, TMAX):
        for j in range(0, NY):
            ey.reshape(-1)[j] = fict[t]
        for i in range(1, NX):
            for j in range(0, NY):
                ey[i, j] = (ey[i, j] - (float(0.5) * (hz[i, j] - hz[(i - 1), j])))
        for i in range(0, NX):
            for j in range(1, NY):
                ex[i, j] = (ex[i, j] - (float(0.5) * (hz[i, j] - hz.reshape(-1)[(((i * NY) + j) - 1)])))
        for i in range(0, (NX - 1)):
            for j in range(0, (NY - 1)):
                hz[i, j] = (hz[i, j] - (float(0.7) * (((ex.reshape(-1)[(((i * NY) + j) + 1)] - ex[i, j]) + ey[(i + 1), j]) - ey[i, j])))

"""hpcg_symgs: HPCG's symmetric Gauss-Seidel smoother, one forward then one backward sweep on the 27-point HPCG matrix (matrix-free)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def relax(x, r, NX, NY, NZ, iz, iy, ix):
    # x[i] = (r[i] + the sum of x over the in-grid neighbours, lexicographic (z, y, x) order) / 26
    s = x.dtype.type(0)
    for dz in range(-1, 2):
        if iz + dz < 0 or iz + dz >= NZ:
            continue
        for dy in range(-1, 2):
            if iy + dy < 0 or iy + dy >= NY:
                continue
            for dx in range(-1, 2):
                if ix + dx < 0 or ix + dx >= NX or (dz == 0 and dy == 0 and dx == 0):
                    continue
                s += x[iz + dz, iy + dy, ix + dx]
    x[iz, iy, ix] = (r[iz, iy, ix] + s) / x.dtype.type(26)


def hpcg_symgs(x, r, NX, NY, NZ):
    for iz in range(NZ):
        for iy in range(NY):
            for ix in range(NX):
                relax(x, r, NX, NY, NZ, iz, iy, ix)
    for iz in range(NZ - 1, -1, -1):
        for iy in range(NY - 1, -1, -1):
            for ix in range(NX - 1, -1, -1):
                relax(x, r, NX, NY, NZ, iz, iy, ix)

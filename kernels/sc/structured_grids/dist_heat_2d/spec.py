"""dist_heat_2d: one explicit heat step, out = u + c * lap(u) inside, u on the boundary."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def dist_heat_2d(out, u, NX, NY, c):
    for i in prange(NX):
        for j in range(NY):
            if i == 0 or j == 0 or i == NX - 1 or j == NY - 1:
                out[i, j] = u[i, j]
            else:
                lap = u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4 * u[i, j]
                out[i, j] = u[i, j] + c * lap

"""coriolis_semi_implicit: explicit pressure-gradient force (-grad phi, central differences) and the
trapezoidal (Crank-Nicolson) Coriolis force on (u, v), solved exactly at every point of NZ doubly
periodic levels: u1 = (ru + a rv) / (1 + a^2), v1 = (rv - a ru) / (1 + a^2), a = dt fcor[j] / 2."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def coriolis_semi_implicit(u, v, phi, fcor, NZ, NY, NX, dt, dx, dy):
    rx = 1 / (2 * dx)
    ry = 1 / (2 * dy)
    hdt = 0.5 * dt
    for k in prange(NZ):
        for j in range(NY):
            jp = (j + 1) % NY
            jm = (j - 1) % NY
            a = hdt * fcor[j]
            den = 1 / (1 + a * a)
            for i in range(NX):
                ip = (i + 1) % NX
                im = (i - 1) % NX
                gx = -(phi[k, j, ip] - phi[k, j, im]) * rx
                gy = -(phi[k, jp, i] - phi[k, jm, i]) * ry
                ru = u[k, j, i] + dt * gx + a * v[k, j, i]
                rv = v[k, j, i] + dt * gy - a * u[k, j, i]
                u[k, j, i] = (ru + a * rv) * den
                v[k, j, i] = (rv - a * ru) * den

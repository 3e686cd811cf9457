"""smagorinsky_viscosity: on a doubly periodic grid, tension D_T = du/dx - dv/dy and shear
D_S = du/dy + dv/dx (central differences), nu = (cs dx)^2 sqrt(D_T^2 + D_S^2), tau_t = nu D_T,
tau_s = nu D_S, du = d tau_t/dx + d tau_s/dy, dv = d tau_s/dx - d tau_t/dy."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def smagorinsky_viscosity(nu, tau_t, tau_s, du, dv, u, v, NY, NX, cs, dx):
    r = 1 / (2 * dx)
    l = cs * dx
    l2 = l * l
    for j in prange(NY):
        jp = (j + 1) % NY
        jm = (j - 1) % NY
        for i in range(NX):
            ip = (i + 1) % NX
            im = (i - 1) % NX
            dudx = (u[j, ip] - u[j, im]) * r
            dudy = (u[jp, i] - u[jm, i]) * r
            dvdx = (v[j, ip] - v[j, im]) * r
            dvdy = (v[jp, i] - v[jm, i]) * r
            dt = dudx - dvdy
            ds = dudy + dvdx
            n = l2 * math.sqrt(dt * dt + ds * ds)
            nu[j, i] = n
            tau_t[j, i] = n * dt
            tau_s[j, i] = n * ds
    for j in prange(NY):
        jp = (j + 1) % NY
        jm = (j - 1) % NY
        for i in range(NX):
            ip = (i + 1) % NX
            im = (i - 1) % NX
            du[j, i] = (tau_t[j, ip] - tau_t[j, im]) * r + (tau_s[jp, i] - tau_s[jm, i]) * r
            dv[j, i] = (tau_s[j, ip] - tau_s[j, im]) * r - (tau_t[jp, i] - tau_t[jm, i]) * r

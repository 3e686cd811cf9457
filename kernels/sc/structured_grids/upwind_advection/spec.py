"""upwind_advection: one first-order upwind (donor-cell) flux-form advection step of a tracer on NZ periodic
levels: F(i) = u(i) q(i-1) if u(i) >= 0 else u(i) q(i) (the flux through the face left of i), G(j) likewise with v
along y; qnew = q - cx (F(i+1) - F(i)) - cy (G(j+1) - G(j)), periodic in x and y."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def flux(vel, up, down):
    return vel * up if vel >= 0 else vel * down


def upwind_advection(qnew, q, u, v, NZ, NY, NX, cx, cy):
    real = q.dtype.type
    cx = real(cx)
    cy = real(cy)
    for k in prange(NZ):
        for j in range(NY):
            jm = NY - 1 if j == 0 else j - 1
            jp = 0 if j == NY - 1 else j + 1
            for i in range(NX):
                im = NX - 1 if i == 0 else i - 1
                ip = 0 if i == NX - 1 else i + 1
                fl = flux(u[k, j, i], q[k, j, im], q[k, j, i])
                fr = flux(u[k, j, ip], q[k, j, i], q[k, j, ip])
                gl = flux(v[k, j, i], q[k, jm, i], q[k, j, i])
                gr = flux(v[k, jp, i], q[k, j, i], q[k, jp, i])
                qnew[k, j, i] = q[k, j, i] - cx * (fr - fl) - cy * (gr - gl)

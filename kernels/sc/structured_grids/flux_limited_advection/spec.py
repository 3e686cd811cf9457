"""flux_limited_advection: one van Leer flux-limited (second-order TVD) advection step of a tracer on NZ
periodic 2-D levels (unsplit; upwind flux plus the limited anti-diffusive correction)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def face_flux(U, c, qmm, qm, qp, qpp):
    if U >= 0:
        up = qm
        upup = qmm
        down = qp
    else:
        up = qp
        upup = qpp
        down = qm
    a = up - upup
    b = down - up
    L = 2 * a * b / (a + b) if a * b > 0 else 0.0
    return U * (up + 0.5 * (1 - abs(U) * c) * L)


def flux_limited_advection(qnew, q, u, v, NZ, NY, NX, cx, cy):
    for k in range(NZ):
        for j in prange(NY):
            jm2 = (j + NY - 2) % NY
            jm = (j + NY - 1) % NY
            jp = (j + 1) % NY
            jp2 = (j + 2) % NY
            for i in range(NX):
                im2 = (i + NX - 2) % NX
                im = (i + NX - 1) % NX
                ip = (i + 1) % NX
                ip2 = (i + 2) % NX
                fl = face_flux(u[k, j, i], cx, q[k, j, im2], q[k, j, im], q[k, j, i], q[k, j, ip])
                fr = face_flux(u[k, j, ip], cx, q[k, j, im], q[k, j, i], q[k, j, ip], q[k, j, ip2])
                gl = face_flux(v[k, j, i], cy, q[k, jm2, i], q[k, jm, i], q[k, j, i], q[k, jp, i])
                gr = face_flux(v[k, jp, i], cy, q[k, jm, i], q[k, j, i], q[k, jp, i], q[k, jp2, i])
                qnew[k, j, i] = q[k, j, i] - cx * (fr - fl) - cy * (gr - gl)

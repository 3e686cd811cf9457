"""green_gauss_gradient: Green-Gauss cell gradients on an unstructured finite-volume mesh given by an
owner/neighbour face list, linear face interpolation phi_f = w phi_P + (1 - w) phi_Q."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def green_gauss_gradient(gx, gy, phi, vol, sx, sy, fw, owner, neigh, NC, NF):
    gx[:] = 0
    gy[:] = 0
    for f in range(NF):
        P = owner[f]
        Q = neigh[f]
        w = fw[f]
        p = w * phi[P] + (1 - w) * phi[Q]
        fx = p * sx[f]
        fy = p * sy[f]
        gx[P] += fx
        gy[P] += fy
        gx[Q] -= fx
        gy[Q] -= fy
    for c in prange(NC):
        gx[c] /= vol[c]
        gy[c] /= vol[c]

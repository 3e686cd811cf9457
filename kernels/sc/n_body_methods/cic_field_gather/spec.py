"""cic_field_gather: cloud-in-cell (trilinear) gather of a 3-component field on a periodic G^3 grid
(E[k][j][i] at (i, j, k)/G) to N particles in the unit cube."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cic_field_gather(epx, epy, epz, px, py, pz, Ex, Ey, Ez, N, G):
    for n in prange(N):
        s = px[n] * G
        fl = math.floor(s)
        i0 = int(fl) % G
        i1 = (i0 + 1) % G
        fx = s - fl
        s = py[n] * G
        fl = math.floor(s)
        j0 = int(fl) % G
        j1 = (j0 + 1) % G
        fy = s - fl
        s = pz[n] * G
        fl = math.floor(s)
        k0 = int(fl) % G
        k1 = (k0 + 1) % G
        fz = s - fl
        ex = 0.0
        ey = 0.0
        ez = 0.0
        for a in range(2):
            kk = k0 if a == 0 else k1
            wk = 1 - fz if a == 0 else fz
            for b in range(2):
                jj = j0 if b == 0 else j1
                wj = 1 - fy if b == 0 else fy
                for c in range(2):
                    ii = i0 if c == 0 else i1
                    wi = 1 - fx if c == 0 else fx
                    w = wk * wj * wi
                    ex += w * Ex[kk, jj, ii]
                    ey += w * Ey[kk, jj, ii]
                    ez += w * Ez[kk, jj, ii]
        epx[n] = ex
        epy[n] = ey
        epz[n] = ez

"""moment_tensor_injection: NSRC moment-tensor point sources with Brune moment-rate functions, each
component spread trilinearly (subtracted) into its own staggered stress grid at time t."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def spread(f, x, y, z, amp):
    fli = math.floor(x)
    flj = math.floor(y)
    flk = math.floor(z)
    i = int(fli)
    j = int(flj)
    k = int(flk)
    fx = x - fli
    fy = y - flj
    fz = z - flk
    for c in range(2):
        wz = fz if c == 1 else 1 - fz
        for b in range(2):
            wy = fy if b == 1 else 1 - fy
            for a in range(2):
                wx = fx if a == 1 else 1 - fx
                f[k + c, j + b, i + a] -= amp * wx * wy * wz


def moment_tensor_injection(sxx, syy, szz, sxy, sxz, syz, px, py, pz, m, t0, tr, NSRC, NZ, NY, NX, t, coef):
    h = 0.5
    for s in range(NSRC):
        tau = t - t0[s]
        if tau <= 0:
            continue
        w = coef * tau / (tr[s] * tr[s]) * math.exp(-tau / tr[s])
        x = px[s]
        y = py[s]
        z = pz[s]
        spread(sxx, x, y, z, w * m[s, 0])
        spread(syy, x, y, z, w * m[s, 1])
        spread(szz, x, y, z, w * m[s, 2])
        spread(sxy, x - h, y - h, z, w * m[s, 3])
        spread(sxz, x - h, y, z - h, w * m[s, 4])
        spread(syz, x, y - h, z - h, w * m[s, 5])

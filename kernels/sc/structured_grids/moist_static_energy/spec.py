"""moist_static_energy: per column, interface pressures from ptop and dp, the hydrostatic full-level
geopotential (CAM's form, virtual temperature, integrated up from phis), the moist static energy
h = cp T + zf + Lv q and hint = sum h dp / g (bottom up)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel

RD = 287.04
CP = 1004.64
LV = 2.501e6
GRAV = 9.80616


def moist_static_energy(zf, h, hint, T, q, dp, phis, NCOL, NLEV, ptop):
    for c in prange(NCOL):
        p = ptop
        for k in range(NLEV):
            p += dp[c, k]
            zf[c, k] = p
        phi = phis[c]
        s = 0.0
        for k in range(NLEV - 1, -1, -1):
            pb = zf[c, k]
            pt = zf[c, k - 1] if k > 0 else ptop
            tv = T[c, k] * (1 + 0.608 * q[c, k])
            l = math.log(pb / pt)
            zf[c, k] = phi + RD * tv * (1 - pt * l / dp[c, k])
            phi += RD * tv * l
            h[c, k] = CP * T[c, k] + zf[c, k] + LV * q[c, k]
            s += h[c, k] * dp[c, k]
        hint[c] = s / GRAV

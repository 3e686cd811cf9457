"""sw_two_stream_adding: shortwave two-stream radiative transfer per column: Meador-Weaver layer
reflectances and transmittances (PIFM gammas), then the adding method (up from the surface, then down)."""
import math

import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def sw_two_stream_adding(flux_up, flux_dn, flux_dn_dir, od, ssa, g, alb, NCOL, NLEV, NLEV1, mu0):
    for c in prange(NCOL):
        rd = np.empty(NLEV)
        td = np.empty(NLEV)
        rdir = np.empty(NLEV)
        tdd = np.empty(NLEV)
        inv = np.empty(NLEV)
        A = np.empty(NLEV + 1)
        S = np.empty(NLEV + 1)
        fdir = np.empty(NLEV + 1)
        fdir[0] = mu0
        for k in range(NLEV):
            w = ssa[c, k]
            f = 0.75 * g[c, k]
            g1 = 2 - w * (1.25 + f)
            g2 = w * (0.75 - f)
            g3 = 0.5 - f * mu0
            g4 = 1 - g3
            a1 = g1 * g4 + g2 * g3
            a2 = g1 * g3 + g2 * g4
            kk = math.sqrt(max((g1 - g2) * (g1 + g2), 1e-12))
            e = math.exp(-kk * od[c, k])
            e2 = e * e
            k2e = 2 * kk * e
            rf = 1 / (kk + g1 + (kk - g1) * e2)
            rd[k] = g2 * (1 - e2) * rf
            td[k] = k2e * rf
            tdir = math.exp(-od[c, k] / mu0)
            km = kk * mu0
            rf2 = w * rf / (1 - km * km)
            rdk = rf2 * ((1 - km) * (a2 + kk * g3) - (1 + km) * (a2 - kk * g3) * e2 - k2e * (g3 - a2 * mu0) * tdir)
            tddk = rf2 * (k2e * (g4 + a1 * mu0) - tdir * ((1 + km) * (a1 + kk * g4) - (1 - km) * (a1 - kk * g4) * e2))
            rdk = max(0.0, min(rdk, 1 - tdir))
            tddk = max(0.0, min(tddk, 1 - tdir - rdk))
            rdir[k] = rdk
            tdd[k] = tddk
            fdir[k + 1] = fdir[k] * tdir
        A[NLEV] = alb[c]
        S[NLEV] = alb[c] * fdir[NLEV]
        for k in range(NLEV - 1, -1, -1):
            inv[k] = 1 / (1 - A[k + 1] * rd[k])
            A[k] = rd[k] + td[k] * td[k] * A[k + 1] * inv[k]
            S[k] = rdir[k] * fdir[k] + td[k] * (S[k + 1] + A[k + 1] * tdd[k] * fdir[k]) * inv[k]
        fdiff = 0.0
        flux_up[c, 0] = S[0]
        flux_dn[c, 0] = fdir[0]
        flux_dn_dir[c, 0] = fdir[0]
        for k in range(NLEV):
            fdiff = (td[k] * fdiff + rd[k] * S[k + 1] + tdd[k] * fdir[k]) * inv[k]
            flux_up[c, k + 1] = A[k + 1] * fdiff + S[k + 1]
            flux_dn[c, k + 1] = fdiff + fdir[k + 1]
            flux_dn_dir[c, k + 1] = fdir[k + 1]

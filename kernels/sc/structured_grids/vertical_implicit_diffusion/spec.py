"""vertical_implicit_diffusion: one backward-Euler step of d phi/dt = d/dz (K d phi/dz) per column
(zero flux at the top, surface flux into the bottom layer) by the Thomas algorithm vectorised across
the columns, then the interface fluxes kdiff (phi[k] - phi[k+1]) / dzi of the new profile."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def vertical_implicit_diffusion(phi, flux, kdiff, dz, sflux, NZ, NCOL, NI, dt):
    for c in prange(NCOL):
        for k in range(NZ):
            rhs = phi[k, c]
            up = 0.0
            dn = 0.0
            if k > 0:
                up = dt * kdiff[k - 1, c] / (dz[k] * (0.5 * (dz[k - 1] + dz[k])))
            if k < NZ - 1:
                dn = dt * kdiff[k, c] / (dz[k] * (0.5 * (dz[k] + dz[k + 1])))
            if k == NZ - 1:
                rhs += dt * sflux[c] / dz[k]
            bet = 1 + up + dn
            if k > 0:
                bet += up * flux[k - 1, c]
                rhs += up * phi[k - 1, c]
            phi[k, c] = rhs / bet
            if k < NZ - 1:
                flux[k, c] = -dn / bet
        for k in range(NZ - 2, -1, -1):
            phi[k, c] -= flux[k, c] * phi[k + 1, c]
        for k in range(NZ - 1):
            flux[k, c] = kdiff[k, c] * (phi[k, c] - phi[k + 1, c]) / (0.5 * (dz[k] + dz[k + 1]))

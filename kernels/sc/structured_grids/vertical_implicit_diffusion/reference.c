/* vertical_implicit_diffusion, per column (all in the run precision); dzi[k] = 0.5 (dz[k] + dz[k+1]),
 *   up[k] = dt kdiff[k-1] / (dz[k] dzi[k-1]) (0 at k = 0), dn[k] = dt kdiff[k] / (dz[k] dzi[k]) (0 at
 *   k = NZ-1); row k: -up x[k-1] + (1 + up + dn) x[k] - dn x[k+1] = phi[k] (+ dt sflux / dz[NZ-1] at
 *   the bottom). Thomas: bet = 1 + up + dn + up cp[k-1] (no last term at k = 0), x[k] = (rhs + up x[k-1])
 *   / bet, cp[k] = -dn / bet (kept in flux[k]); back: x[k] -= cp[k] x[k+1]; phi = x; then
 *   flux[k] = kdiff[k] (phi[k] - phi[k+1]) / dzi[k]. */
#include "hpcab/kernel.h"

void vertical_implicit_diffusion(real_t *restrict phi, real_t *restrict flux, const real_t *restrict kdiff,
                                 const real_t *restrict dz, const real_t *restrict sflux, int64_t NZ, int64_t NCOL,
                                 int64_t NI, real_t dt)
{
  (void)NI;
  for (int64_t k = 0; k < NZ; k++) {
    const real_t dzu = k > 0 ? (real_t)0.5 * (dz[k - 1] + dz[k]) : 1;
    const real_t dzd = k < NZ - 1 ? (real_t)0.5 * (dz[k] + dz[k + 1]) : 1;
    for (int64_t c = 0; c < NCOL; c++) {
      const real_t up = k > 0 ? dt * kdiff[(k - 1) * NCOL + c] / (dz[k] * dzu) : 0;
      const real_t dn = k < NZ - 1 ? dt * kdiff[k * NCOL + c] / (dz[k] * dzd) : 0;
      real_t rhs = phi[k * NCOL + c];
      if (k == NZ - 1)
        rhs += dt * sflux[c] / dz[k];
      real_t bet = 1 + up + dn;
      if (k > 0) {
        bet += up * flux[(k - 1) * NCOL + c];
        rhs += up * phi[(k - 1) * NCOL + c];
      }
      phi[k * NCOL + c] = rhs / bet;
      if (k < NZ - 1)
        flux[k * NCOL + c] = -dn / bet;
    }
  }
  for (int64_t k = NZ - 2; k >= 0; k--)
    for (int64_t c = 0; c < NCOL; c++)
      phi[k * NCOL + c] -= flux[k * NCOL + c] * phi[(k + 1) * NCOL + c];
  for (int64_t k = 0; k < NZ - 1; k++) {
    const real_t dzd = (real_t)0.5 * (dz[k] + dz[k + 1]);
    for (int64_t c = 0; c < NCOL; c++)
      flux[k * NCOL + c] = kdiff[k * NCOL + c] * (phi[k * NCOL + c] - phi[(k + 1) * NCOL + c]) / dzd;
  }
}

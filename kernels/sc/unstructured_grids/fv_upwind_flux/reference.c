/* fv_upwind_flux: res = 0; per face f in order: un = ((ux[L] + ux[R]) nx + (uy[L] + uy[R]) ny) / 2;
 * F = farea un (un >= 0 ? phi[L] : phi[R]); res[L] -= F; res[R] += F. */
#include "hpcab/kernel.h"

void fv_upwind_flux(real_t *restrict res, const real_t *restrict phi, const real_t *restrict ux, const real_t *restrict uy,
                    const int32_t *restrict left, const int32_t *restrict right, const real_t *restrict nx,
                    const real_t *restrict ny, const real_t *restrict farea, int64_t NC, int64_t NF)
{
  for (int64_t c = 0; c < NC; c++)
    res[c] = 0;
  for (int64_t f = 0; f < NF; f++) {
    const int32_t L = left[f], R = right[f];
    const real_t un = ((ux[L] + ux[R]) * nx[f] + (uy[L] + uy[R]) * ny[f]) / 2;
    const real_t F = farea[f] * un * (un >= 0 ? phi[L] : phi[R]);
    res[L] -= F;
    res[R] += F;
  }
}

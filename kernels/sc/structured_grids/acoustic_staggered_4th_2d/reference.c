/* acoustic_staggered_4th_2d, per step, with D(f, i) = c1 (f[i+1] - f[i]) + c2 (f[i+2] - f[i-1]),
 * c1 = 9/8, c2 = -1/24 (forward staggered difference) and B(f, i) = c1 (f[i] - f[i-1]) + c2 (f[i+1] - f[i-2])
 * (backward), along x or y:
 *   vx[j][i] -= r b[j][i] Dx(p)   for 2 <= j < NY-2, 1 <= i < NX-2   (rho v_t = -grad p)
 *   vy[j][i] -= r b[j][i] Dy(p)   for 1 <= j < NY-2, 2 <= i < NX-2
 *   p[j][i]  -= r K[j][i] (Bx(vx) + By(vy))   for 2 <= j < NY-2, 2 <= i < NX-2   (p_t = -K div v)
 * (a face between cells i and i+1 uses the buoyancy of cell i) */
#include "hpcab/kernel.h"

void acoustic_staggered_4th_2d(real_t *restrict p, real_t *restrict vx, real_t *restrict vy, const real_t *restrict b,
                               const real_t *restrict K, int64_t NT, int64_t NY, int64_t NX, real_t r)
{
  const real_t c1 = (real_t)(9.0 / 8.0), c2 = (real_t)(-1.0 / 24.0);
  for (int64_t t = 0; t < NT; t++) {
    for (int64_t j = 1; j < NY - 2; j++)
      for (int64_t i = 1; i < NX - 2; i++) {
        const int64_t o = j * NX + i;
        if (j >= 2)
          vx[o] -= r * b[o] * (c1 * (p[o + 1] - p[o]) + c2 * (p[o + 2] - p[o - 1]));
        if (i >= 2)
          vy[o] -= r * b[o] * (c1 * (p[o + NX] - p[o]) + c2 * (p[o + 2 * NX] - p[o - NX]));
      }
    for (int64_t j = 2; j < NY - 2; j++)
      for (int64_t i = 2; i < NX - 2; i++) {
        const int64_t o = j * NX + i;
        const real_t dvx = c1 * (vx[o] - vx[o - 1]) + c2 * (vx[o + 1] - vx[o - 2]);
        const real_t dvy = c1 * (vy[o] - vy[o - NX]) + c2 * (vy[o + NX] - vy[o - 2 * NX]);
        p[o] -= r * K[o] * (dvx + dvy);
      }
  }
}

/* cerjan_sponge: g(d) = d < NB ? exp(-(a (NB - d))^2) : 1 (exp in the run precision);
 *   gx[i] = g(min(i, NX - 1 - i)), gy[j] = g(min(j, NY - 1 - j)), gz[k] = g(NZ - 1 - k) (free top);
 *   v[k][j][i] *= (gz[k] gy[j]) gx[i] for v = vx, vy, vz. */
#include "hpcab/kernel.h"
#include <tgmath.h>

static real_t damp(int64_t d, int64_t nb, real_t a)
{
  if (d >= nb)
    return 1;
  const real_t s = a * (real_t)(nb - d);
  return exp(-(s * s));
}

void cerjan_sponge(real_t *restrict gx, real_t *restrict gy, real_t *restrict gz, real_t *restrict vx,
                   real_t *restrict vy, real_t *restrict vz, int64_t NZ, int64_t NY, int64_t NX, int64_t NB, real_t a)
{
  for (int64_t i = 0; i < NX; i++)
    gx[i] = damp(i < NX - 1 - i ? i : NX - 1 - i, NB, a);
  for (int64_t j = 0; j < NY; j++)
    gy[j] = damp(j < NY - 1 - j ? j : NY - 1 - j, NB, a);
  for (int64_t k = 0; k < NZ; k++)
    gz[k] = damp(NZ - 1 - k, NB, a);
  for (int64_t k = 0; k < NZ; k++)
    for (int64_t j = 0; j < NY; j++) {
      const real_t gzy = gz[k] * gy[j];
      for (int64_t i = 0; i < NX; i++) {
        const int64_t c = (k * NY + j) * NX + i;
        const real_t g = gzy * gx[i];
        vx[c] *= g;
        vy[c] *= g;
        vz[c] *= g;
      }
    }
}

/* dist_heat_2d, serial: out = u + c * (the 5-point Laplacian of u) inside, out = u on the boundary. */
#include "hpcab/kernel.h"

void dist_heat_2d(real_t *restrict out, const real_t *restrict u, int64_t NX, int64_t NY, real_t c)
{
  for (int64_t i = 0; i < NX; i++)
    for (int64_t j = 0; j < NY; j++) {
      const int64_t k = i * NY + j;
      if (i == 0 || j == 0 || i == NX - 1 || j == NY - 1) {
        out[k] = u[k];
        continue;
      }
      const acc_t lap = HPCAB_LD(u[k - NY]) + HPCAB_LD(u[k + NY]) + HPCAB_LD(u[k - 1]) + HPCAB_LD(u[k + 1]) -
                        4 * HPCAB_LD(u[k]);
      out[k] = HPCAB_ST(HPCAB_LD(u[k]) + HPCAB_LD(c) * lap);
    }
}

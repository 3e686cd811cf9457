/* hpcg_symgs: forward, for every row i ascending: x[i] = (r[i] + sum of x over i's neighbours) / 26, using
 * the newest x; then backward, the same for i descending. Neighbours: the up to 26 other points of the
 * 3 x 3 x 3 box around i that lie inside the grid, summed in lexicographic (z, y, x) order. */
#include "hpcab/kernel.h"

static void relax(real_t *restrict x, const real_t *restrict r, int64_t NX, int64_t NY, int64_t NZ, int64_t iz,
                  int64_t iy, int64_t ix)
{
  const int64_t i = (iz * NY + iy) * NX + ix;
  real_t s = 0;
  for (int64_t dz = -1; dz <= 1; dz++) {
    if (iz + dz < 0 || iz + dz >= NZ) continue;
    for (int64_t dy = -1; dy <= 1; dy++) {
      if (iy + dy < 0 || iy + dy >= NY) continue;
      for (int64_t dx = -1; dx <= 1; dx++) {
        if (ix + dx < 0 || ix + dx >= NX || (dz == 0 && dy == 0 && dx == 0)) continue;
        s += x[i + (dz * NY + dy) * NX + dx];
      }
    }
  }
  x[i] = (r[i] + s) / (real_t)26;
}

void hpcg_symgs(real_t *restrict x, const real_t *restrict r, int64_t NX, int64_t NY, int64_t NZ)
{
  for (int64_t iz = 0; iz < NZ; iz++)
    for (int64_t iy = 0; iy < NY; iy++)
      for (int64_t ix = 0; ix < NX; ix++)
        relax(x, r, NX, NY, NZ, iz, iy, ix);
  for (int64_t iz = NZ - 1; iz >= 0; iz--)
    for (int64_t iy = NY - 1; iy >= 0; iy--)
      for (int64_t ix = NX - 1; ix >= 0; ix--)
        relax(x, r, NX, NY, NZ, iz, iy, ix);
}

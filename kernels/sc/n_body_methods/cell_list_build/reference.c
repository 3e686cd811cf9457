/* cell_list_build: count particles per cell into cell_start[c + 1], prefix-sum, then place particles in
 * index order (cell_start[c] .. is the running insertion point, restored afterwards). */
#include "hpcab/kernel.h"

static int64_t cell_coord(real_t v, int64_t ncs)
{
  int64_t c = (int64_t)(v * (real_t)ncs);
  return c < 0 ? 0 : c >= ncs ? ncs - 1 : c;
}

static int64_t cell_of(real_t x, real_t y, real_t z, int64_t ncs)
{
  return (cell_coord(x, ncs) * ncs + cell_coord(y, ncs)) * ncs + cell_coord(z, ncs);
}

void cell_list_build(int32_t *restrict cell_start, int32_t *restrict cell_atoms, const real_t *restrict x,
                     const real_t *restrict y, const real_t *restrict z, int64_t N, int64_t NCS, int64_t NCELL)
{
  for (int64_t c = 0; c <= NCELL; c++)
    cell_start[c] = 0;
  for (int64_t p = 0; p < N; p++)
    cell_start[cell_of(x[p], y[p], z[p], NCS) + 1]++;
  for (int64_t c = 0; c < NCELL; c++)
    cell_start[c + 1] += cell_start[c];
  for (int64_t p = 0; p < N; p++) /* cell_start[c] runs ahead as c's insertion point */
    cell_atoms[cell_start[cell_of(x[p], y[p], z[p], NCS)]++] = (int32_t)p;
  for (int64_t c = NCELL; c > 0; c--) /* now cell_start[c] is the end of c = the start of c + 1 */
    cell_start[c] = cell_start[c - 1];
  cell_start[0] = 0;
}

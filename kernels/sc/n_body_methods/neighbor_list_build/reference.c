/* neighbor_list_build: a counting sort of the particles by cell (cell index (cx NCS + cy) NCS + cz),
 * then for each particle i the 27 cells around its own (periodic) are scanned; each j != i with
 * r^2 = dx^2 + dy^2 + dz^2 < rc^2 (minimum image, rc = rcf / NCS, all in the run precision) is counted
 * and inserted into row i, kept sorted ascending, dropping the largest when the row holds MAXNB. */
#include "hpcab/kernel.h"
#include <stdlib.h>

static int64_t cell_coord(real_t v, int64_t ncs)
{
  int64_t c = (int64_t)(v * (real_t)ncs);
  return c < 0 ? 0 : c >= ncs ? ncs - 1 : c;
}

static real_t mic(real_t d)
{
  if (d > (real_t)0.5)
    return d - 1;
  if (d < (real_t)-0.5)
    return d + 1;
  return d;
}

void neighbor_list_build(int32_t *restrict nn, int32_t *restrict nlist, const real_t *restrict x,
                         const real_t *restrict y, const real_t *restrict z, int64_t N, int64_t NCS, int64_t MAXNB,
                         real_t rcf)
{
  const int64_t ncell = NCS * NCS * NCS;
  int64_t *start = calloc((size_t)ncell + 1, sizeof *start);
  int64_t *atoms = malloc((size_t)(N > 0 ? N : 1) * sizeof *atoms);
  int64_t *cell = malloc((size_t)(N > 0 ? N : 1) * sizeof *cell);
  if (!start || !atoms || !cell) {
    free(start), free(atoms), free(cell);
    return;
  }
  for (int64_t p = 0; p < N; p++) {
    cell[p] = (cell_coord(x[p], NCS) * NCS + cell_coord(y[p], NCS)) * NCS + cell_coord(z[p], NCS);
    start[cell[p] + 1]++;
  }
  for (int64_t c = 0; c < ncell; c++)
    start[c + 1] += start[c];
  for (int64_t p = 0; p < N; p++)
    atoms[start[cell[p]]++] = p;
  for (int64_t c = ncell; c > 0; c--)
    start[c] = start[c - 1];
  start[0] = 0;

  const real_t rc = rcf / (real_t)NCS, rc2 = rc * rc;
  for (int64_t i = 0; i < N; i++) {
    int32_t *row = nlist + i * MAXNB;
    for (int64_t k = 0; k < MAXNB; k++)
      row[k] = -1;
    int64_t cnt = 0, len = 0;
    const int64_t cx = cell_coord(x[i], NCS), cy = cell_coord(y[i], NCS), cz = cell_coord(z[i], NCS);
    for (int64_t ox = -1; ox <= 1; ox++)
      for (int64_t oy = -1; oy <= 1; oy++)
        for (int64_t oz = -1; oz <= 1; oz++) {
          const int64_t c = (((cx + ox + NCS) % NCS) * NCS + (cy + oy + NCS) % NCS) * NCS + (cz + oz + NCS) % NCS;
          for (int64_t q = start[c]; q < start[c + 1]; q++) {
            const int64_t j = atoms[q];
            if (j == i)
              continue;
            const real_t dx = mic(x[j] - x[i]), dy = mic(y[j] - y[i]), dz = mic(z[j] - z[i]);
            if (dx * dx + dy * dy + dz * dz >= rc2)
              continue;
            cnt++;
            if (len == MAXNB && j > row[MAXNB - 1])
              continue;
            int64_t pos = len < MAXNB ? len++ : MAXNB - 1;
            while (pos > 0 && row[pos - 1] > j) {
              row[pos] = row[pos - 1];
              pos--;
            }
            row[pos] = (int32_t)j;
          }
        }
    nn[i] = (int32_t)cnt;
  }
  free(start), free(atoms), free(cell);
}

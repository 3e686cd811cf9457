/* maxpool2d: Y[n][c][y][x] = max of X[n][c][2y + i][2x + j] over i, j in {0, 1} (compared in acc_t, exact). */
#include "hpcab/kernel.h"

void maxpool2d(real_t *restrict Y, const real_t *restrict X, int64_t B, int64_t C, int64_t H, int64_t W,
               int64_t OH, int64_t OW)
{
  for (int64_t p = 0; p < B * C; p++)
    for (int64_t y = 0; y < OH; y++)
      for (int64_t x = 0; x < OW; x++) {
        const real_t *in = X + (p * H + 2 * y) * W + 2 * x;
        real_t best = in[0];
        if (HPCAB_LD(in[1]) > HPCAB_LD(best)) best = in[1];
        if (HPCAB_LD(in[W]) > HPCAB_LD(best)) best = in[W];
        if (HPCAB_LD(in[W + 1]) > HPCAB_LD(best)) best = in[W + 1];
        Y[(p * OH + y) * OW + x] = best;
      }
}

/* conv2d: Y[n][o][y][x] = bias[o] + sum over c, i, j of X[n][c][y + i][x + j] Wt[o][c][i][j], in acc_t. */
#include "hpcab/kernel.h"

void conv2d(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt, const real_t *restrict bias,
            int64_t B, int64_t CI, int64_t CO, int64_t H, int64_t W, int64_t KH, int64_t KW, int64_t OH, int64_t OW)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t y = 0; y < OH; y++)
        for (int64_t x = 0; x < OW; x++) {
          acc_t s = HPCAB_LD(bias[o]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < KH; i++)
              for (int64_t j = 0; j < KW; j++)
                s += HPCAB_LD(X[((n * CI + c) * H + y + i) * W + x + j]) *
                     HPCAB_LD(Wt[((o * CI + c) * KH + i) * KW + j]);
          Y[((n * CO + o) * OH + y) * OW + x] = HPCAB_ST(s);
        }
}

/* conv2d_maxpool_relu: for each pooled output (py, px), the four conv outputs at rows 2 py + dy, columns
 * 2 px + dx (dy, dx in 0..1, dy outer): s = bias[o] + sum over c, i, j of X[n][c][r + i][q + j] Wt[o][c][i][j]
 * in acc_t (c, i, j ascending); Y = max(max of the four s, 0). */
#include "hpcab/kernel.h"

void conv2d_maxpool_relu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                         const real_t *restrict bias, int64_t B, int64_t CI, int64_t CO, int64_t H, int64_t W,
                         int64_t PH, int64_t PW)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++)
      for (int64_t py = 0; py < PH; py++)
        for (int64_t px = 0; px < PW; px++) {
          acc_t best = 0;
          for (int64_t dy = 0; dy < 2; dy++)
            for (int64_t dx = 0; dx < 2; dx++) {
              const int64_t r = 2 * py + dy, q = 2 * px + dx;
              acc_t s = HPCAB_LD(bias[o]);
              for (int64_t c = 0; c < CI; c++)
                for (int64_t i = 0; i < 3; i++)
                  for (int64_t j = 0; j < 3; j++)
                    s += HPCAB_LD(X[((n * CI + c) * H + r + i) * W + q + j]) *
                         HPCAB_LD(Wt[((o * CI + c) * 3 + i) * 3 + j]);
              if (s > best)
                best = s;
            }
          Y[((n * CO + o) * PH + py) * PW + px] = HPCAB_ST(best);
        }
}

/* depthwise_separable_conv: A[n][c][y][x] = max(bd[c] + sum over i, j (taps inside the image) of
 * X[n][c][y + i - 1][x + j - 1] Wd[c][i][j], 0) in acc_t (i, then j ascending);
 * Y[n][o][y][x] = bp[o] + sum_c Wp[o][c] A[n][c][y][x] (c ascending, A as stored). */
#include "hpcab/kernel.h"

void depthwise_separable_conv(real_t *restrict Y, real_t *restrict A, const real_t *restrict X,
                              const real_t *restrict Wd, const real_t *restrict bd, const real_t *restrict Wp,
                              const real_t *restrict bp, int64_t B, int64_t C, int64_t CO, int64_t H, int64_t W)
{
  const int64_t HW = H * W;
  for (int64_t n = 0; n < B; n++) {
    for (int64_t c = 0; c < C; c++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = HPCAB_LD(bd[c]);
          for (int64_t i = 0; i < 3; i++) {
            const int64_t yy = y + i - 1;
            if (yy < 0 || yy >= H)
              continue;
            for (int64_t j = 0; j < 3; j++) {
              const int64_t xx = x + j - 1;
              if (xx < 0 || xx >= W)
                continue;
              s += HPCAB_LD(X[(n * C + c) * HW + yy * W + xx]) * HPCAB_LD(Wd[(c * 3 + i) * 3 + j]);
            }
          }
          A[(n * C + c) * HW + y * W + x] = HPCAB_ST(s > 0 ? s : (acc_t)0);
        }
    for (int64_t o = 0; o < CO; o++)
      for (int64_t q = 0; q < HW; q++) {
        acc_t s = HPCAB_LD(bp[o]);
        for (int64_t c = 0; c < C; c++)
          s += HPCAB_LD(Wp[o * C + c]) * HPCAB_LD(A[(n * C + c) * HW + q]);
        Y[(n * CO + o) * HW + q] = HPCAB_ST(s);
      }
  }
}

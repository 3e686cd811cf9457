/* mobilenetv2_inverted_residual: relu6(v) = min(max(v, 0), 6); sums in acc_t, in the order written.
 *   E1[n][f][y][x] = relu6((sum over c ascending of W1[f][c] X[n][c][y][x]) s1[f] + t1[f])
 *   D[n][f][y][x]  = relu6((sum over i, j ascending, taps inside the image (zero padding 1), of
 *                          E1[n][f][y + i - 1][x + j - 1] Wd[f][i][j]) s2[f] + t2[f])      (E1 as stored)
 *   Y[n][o][y][x]  = (sum over f ascending of W3[o][f] D[n][f][y][x]) s3[o] + t3[o] + X[n][o][y][x]  (D as stored) */
#include "hpcab/kernel.h"

static acc_t relu6(acc_t v)
{
  return v < 0 ? (acc_t)0 : (v > 6 ? (acc_t)6 : v);
}

void mobilenetv2_inverted_residual(real_t *restrict Y, real_t *restrict E1, real_t *restrict D,
                                   const real_t *restrict X, const real_t *restrict W1, const real_t *restrict s1,
                                   const real_t *restrict t1, const real_t *restrict Wd, const real_t *restrict s2,
                                   const real_t *restrict t2, const real_t *restrict W3, const real_t *restrict s3,
                                   const real_t *restrict t3, int64_t B, int64_t C, int64_t F, int64_t H, int64_t W)
{
  const int64_t HW = H * W;
  for (int64_t n = 0; n < B; n++)
    for (int64_t f = 0; f < F; f++)
      for (int64_t p = 0; p < HW; p++) {
        acc_t s = 0;
        for (int64_t c = 0; c < C; c++)
          s += HPCAB_LD(W1[f * C + c]) * HPCAB_LD(X[(n * C + c) * HW + p]);
        E1[(n * F + f) * HW + p] = HPCAB_ST(relu6(s * HPCAB_LD(s1[f]) + HPCAB_LD(t1[f])));
      }
  for (int64_t n = 0; n < B; n++)
    for (int64_t f = 0; f < F; f++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t i = 0; i < 3; i++) {
            const int64_t yy = y + i - 1;
            if (yy < 0 || yy >= H)
              continue;
            for (int64_t j = 0; j < 3; j++) {
              const int64_t xx = x + j - 1;
              if (xx < 0 || xx >= W)
                continue;
              s += HPCAB_LD(E1[(n * F + f) * HW + yy * W + xx]) * HPCAB_LD(Wd[(f * 3 + i) * 3 + j]);
            }
          }
          D[(n * F + f) * HW + y * W + x] = HPCAB_ST(relu6(s * HPCAB_LD(s2[f]) + HPCAB_LD(t2[f])));
        }
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < C; o++)
      for (int64_t p = 0; p < HW; p++) {
        acc_t s = 0;
        for (int64_t f = 0; f < F; f++)
          s += HPCAB_LD(W3[o * F + f]) * HPCAB_LD(D[(n * F + f) * HW + p]);
        const int64_t at = (n * C + o) * HW + p;
        Y[at] = HPCAB_ST(s * HPCAB_LD(s3[o]) + HPCAB_LD(t3[o]) + HPCAB_LD(X[at]));
      }
}

/* densenet_dense_layer: sums in acc_t, in the order written; relu(v) = max(v, 0).
 *   A[n][f][y][x] = relu((sum over c ascending of W1[f][c] relu(X[n][c][y][x] s1[c] + t1[c])) s2[f] + t2[f])
 *   Y[n][c][y][x] = X[n][c][y][x]                                         for c < C (the concatenation)
 *   Y[n][C + g][y][x] = sum over f, i, j ascending, taps inside the image (zero padding 1), of
 *                       A[n][f][y + i - 1][x + j - 1] W2[g][f][i][j]      (A as stored; no bias) */
#include "hpcab/kernel.h"

void densenet_dense_layer(real_t *restrict Y, real_t *restrict A, const real_t *restrict X, const real_t *restrict s1,
                          const real_t *restrict t1, const real_t *restrict W1, const real_t *restrict s2,
                          const real_t *restrict t2, const real_t *restrict W2, int64_t B, int64_t C, int64_t G,
                          int64_t FB, int64_t CG, int64_t H, int64_t W)
{
  const int64_t HW = H * W;
  for (int64_t n = 0; n < B; n++)
    for (int64_t f = 0; f < FB; f++)
      for (int64_t p = 0; p < HW; p++) {
        acc_t s = 0;
        for (int64_t c = 0; c < C; c++) {
          const acc_t u = HPCAB_LD(X[(n * C + c) * HW + p]) * HPCAB_LD(s1[c]) + HPCAB_LD(t1[c]);
          s += HPCAB_LD(W1[f * C + c]) * (u > 0 ? u : (acc_t)0);
        }
        const acc_t v = s * HPCAB_LD(s2[f]) + HPCAB_LD(t2[f]);
        A[(n * FB + f) * HW + p] = HPCAB_ST(v > 0 ? v : (acc_t)0);
      }
  for (int64_t n = 0; n < B; n++) {
    for (int64_t c = 0; c < C; c++)
      for (int64_t p = 0; p < HW; p++)
        Y[(n * CG + c) * HW + p] = X[(n * C + c) * HW + p];
    for (int64_t g = 0; g < G; g++)
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t f = 0; f < FB; f++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t yy = y + i - 1;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t xx = x + j - 1;
                if (xx < 0 || xx >= W)
                  continue;
                s += HPCAB_LD(A[(n * FB + f) * HW + yy * W + xx]) * HPCAB_LD(W2[((g * FB + f) * 3 + i) * 3 + j]);
              }
            }
          Y[(n * CG + C + g) * HW + y * W + x] = HPCAB_ST(s);
        }
  }
}

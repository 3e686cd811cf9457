/* resnext_bottleneck: sums in acc_t, in the order written; relu(v) = max(v, 0); each stage reads the
 * previous one as stored. Output channel o of the grouped conv belongs to group o / CPG and reads the
 * CPG channels (o / CPG) CPG + k, k ascending.
 *   T1[n][m][y][x] = relu((sum over c of W1[m][c] X[n][c][y][x]) s1[m] + h1[m])
 *   T2[n][m][y][x] = relu((sum over k, i, j, taps inside the image (zero padding 1), of
 *                         T1[n][(m / CPG) CPG + k][y + i - 1][x + j - 1] W2[m][k][i][j]) s2[m] + h2[m])
 *   Y[n][o][y][x]  = relu((sum over m of W3[o][m] T2[n][m][y][x]) s3[o] + h3[o] + X[n][o][y][x]) */
#include "hpcab/kernel.h"

void resnext_bottleneck(real_t *restrict Y, real_t *restrict T1, real_t *restrict T2, const real_t *restrict X,
                        const real_t *restrict W1, const real_t *restrict s1, const real_t *restrict h1,
                        const real_t *restrict W2, const real_t *restrict s2, const real_t *restrict h2,
                        const real_t *restrict W3, const real_t *restrict s3, const real_t *restrict h3, int64_t B,
                        int64_t C, int64_t GR, int64_t CPG, int64_t WD, int64_t H, int64_t W)
{
  (void)GR;
  const int64_t HW = H * W;
  for (int64_t n = 0; n < B; n++)
    for (int64_t m = 0; m < WD; m++)
      for (int64_t p = 0; p < HW; p++) {
        acc_t s = 0;
        for (int64_t c = 0; c < C; c++)
          s += HPCAB_LD(W1[m * C + c]) * HPCAB_LD(X[(n * C + c) * HW + p]);
        const acc_t v = s * HPCAB_LD(s1[m]) + HPCAB_LD(h1[m]);
        T1[(n * WD + m) * HW + p] = HPCAB_ST(v > 0 ? v : (acc_t)0);
      }
  for (int64_t n = 0; n < B; n++)
    for (int64_t m = 0; m < WD; m++) {
      const int64_t base = (m / CPG) * CPG;
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t k = 0; k < CPG; k++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t yy = y + i - 1;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t xx = x + j - 1;
                if (xx < 0 || xx >= W)
                  continue;
                s += HPCAB_LD(T1[(n * WD + base + k) * HW + yy * W + xx]) *
                     HPCAB_LD(W2[((m * CPG + k) * 3 + i) * 3 + j]);
              }
            }
          const acc_t v = s * HPCAB_LD(s2[m]) + HPCAB_LD(h2[m]);
          T2[(n * WD + m) * HW + y * W + x] = HPCAB_ST(v > 0 ? v : (acc_t)0);
        }
    }
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < C; o++)
      for (int64_t p = 0; p < HW; p++) {
        acc_t s = 0;
        for (int64_t m = 0; m < WD; m++)
          s += HPCAB_LD(W3[o * WD + m]) * HPCAB_LD(T2[(n * WD + m) * HW + p]);
        const int64_t at = (n * C + o) * HW + p;
        const acc_t v = s * HPCAB_LD(s3[o]) + HPCAB_LD(h3[o]) + HPCAB_LD(X[at]);
        Y[at] = HPCAB_ST(v > 0 ? v : (acc_t)0);
      }
}

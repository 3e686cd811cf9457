/* conv2d_bn_relu: s = sum over c, i, j (taps inside the image; zero padding 1) of
 * X[n][c][y + i - 1][x + j - 1] Wt[o][c][i][j] in acc_t (c, then i, then j ascending);
 * g = gamma[o] / sqrt(rvar[o] + eps); Y[n][o][y][x] = max((s - rmean[o]) g + beta[o], 0). */
#include "hpcab/kernel.h"

void conv2d_bn_relu(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wt,
                    const real_t *restrict rmean, const real_t *restrict rvar, const real_t *restrict gamma,
                    const real_t *restrict beta, int64_t B, int64_t CI, int64_t CO, int64_t H, int64_t W, float eps)
{
  for (int64_t n = 0; n < B; n++)
    for (int64_t o = 0; o < CO; o++) {
      const acc_t g = HPCAB_LD(gamma[o]) / HPCAB_SQRT(HPCAB_LD(rvar[o]) + (acc_t)eps);
      const acc_t m = HPCAB_LD(rmean[o]), b = HPCAB_LD(beta[o]);
      for (int64_t y = 0; y < H; y++)
        for (int64_t x = 0; x < W; x++) {
          acc_t s = 0;
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t yy = y + i - 1;
              if (yy < 0 || yy >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t xx = x + j - 1;
                if (xx < 0 || xx >= W)
                  continue;
                s += HPCAB_LD(X[((n * CI + c) * H + yy) * W + xx]) * HPCAB_LD(Wt[((o * CI + c) * 3 + i) * 3 + j]);
              }
            }
          const acc_t v = (s - m) * g + b;
          Y[((n * CO + o) * H + y) * W + x] = HPCAB_ST(v > 0 ? v : (acc_t)0);
        }
    }
}

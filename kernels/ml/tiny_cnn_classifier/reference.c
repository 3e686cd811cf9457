/* tiny_cnn_classifier: per image n and filter f: v(y, x) = bc[f] + sum over c, i, j (taps inside the image;
 * zero padding 1) of X[n][c][y + i - 1][x + j - 1] Wc[f][c][i][j] (acc_t; c, i, j ascending);
 * p_f = (sum over y, x ascending of max(v, 0)) / (H W); Y[n][k] = bfc[k] + sum_f Wfc[k][f] p_f (f ascending,
 * accumulated in Y as f advances). */
#include "hpcab/kernel.h"

void tiny_cnn_classifier(real_t *restrict Y, const real_t *restrict X, const real_t *restrict Wc,
                         const real_t *restrict bc, const real_t *restrict Wfc, const real_t *restrict bfc, int64_t B,
                         int64_t CI, int64_t CF, int64_t H, int64_t W, int64_t NC)
{
  for (int64_t n = 0; n < B; n++) {
    real_t *y = Y + n * NC;
    for (int64_t k = 0; k < NC; k++)
      y[k] = bfc[k];
    for (int64_t f = 0; f < CF; f++) {
      acc_t pool = 0;
      for (int64_t r = 0; r < H; r++)
        for (int64_t q = 0; q < W; q++) {
          acc_t v = HPCAB_LD(bc[f]);
          for (int64_t c = 0; c < CI; c++)
            for (int64_t i = 0; i < 3; i++) {
              const int64_t rr = r + i - 1;
              if (rr < 0 || rr >= H)
                continue;
              for (int64_t j = 0; j < 3; j++) {
                const int64_t qq = q + j - 1;
                if (qq < 0 || qq >= W)
                  continue;
                v += HPCAB_LD(X[((n * CI + c) * H + rr) * W + qq]) * HPCAB_LD(Wc[((f * CI + c) * 3 + i) * 3 + j]);
              }
            }
          if (v > 0)
            pool += v;
        }
      const acc_t p = pool / (acc_t)(H * W);
      for (int64_t k = 0; k < NC; k++)
        y[k] = HPCAB_ST(HPCAB_LD(y[k]) + HPCAB_LD(Wfc[k * CF + f]) * p);
    }
  }
}

/* squeeze_excitation: per image b (all in acc_t; s, z and gate never rounded to real_t):
 *   s[c] = (sum_{h,w} X[b][c][h][w]) / (H W)                 squeeze
 *   z[r] = max(0, b1[r] + W1[r] . s)                          excitation, R = C / 16
 *   gate[c] = 1 / (1 + exp(-(b2[c] + W2[c] . z)))
 *   Y[b][c][h][w] = X[b][c][h][w] gate[c]                     scale
 * Workspace on the stack: s and gate (C <= 512), z (R <= 32). */
#include "hpcab/kernel.h"

void squeeze_excitation(real_t *restrict Y, const real_t *restrict X, const real_t *restrict W1,
                        const real_t *restrict b1, const real_t *restrict W2, const real_t *restrict b2, int64_t B,
                        int64_t C, int64_t H, int64_t W, int64_t R)
{
  const int64_t HW = H * W;
  acc_t s[512], z[32], gate[512];
  for (int64_t b = 0; b < B; b++) {
    const real_t *x = X + b * C * HW;
    real_t *y = Y + b * C * HW;
    for (int64_t c = 0; c < C; c++) {
      acc_t t = 0;
      for (int64_t k = 0; k < HW; k++)
        t += HPCAB_LD(x[c * HW + k]);
      s[c] = t / (acc_t)HW;
    }
    for (int64_t r = 0; r < R; r++) {
      acc_t t = HPCAB_LD(b1[r]);
      for (int64_t c = 0; c < C; c++)
        t += HPCAB_LD(W1[r * C + c]) * s[c];
      z[r] = t > 0 ? t : 0;
    }
    for (int64_t c = 0; c < C; c++) {
      acc_t t = HPCAB_LD(b2[c]);
      for (int64_t r = 0; r < R; r++)
        t += HPCAB_LD(W2[c * R + r]) * z[r];
      gate[c] = 1 / (1 + HPCAB_EXP(-t));
    }
    for (int64_t c = 0; c < C; c++)
      for (int64_t k = 0; k < HW; k++)
        y[c * HW + k] = HPCAB_ST(HPCAB_LD(x[c * HW + k]) * gate[c]);
  }
}

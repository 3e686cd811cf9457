/* rmsnorm: per row, y = x / sqrt(sum(x^2) / C + eps) * weight, the sum in acc_t. */
#include "hpcab/kernel.h"

void rmsnorm(real_t *restrict Y, const real_t *restrict X, const real_t *restrict weight, int64_t R, int64_t C,
             float eps)
{
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    real_t *y = Y + r * C;
    acc_t ss = 0;
    for (int64_t c = 0; c < C; c++)
      ss += HPCAB_LD(x[c]) * HPCAB_LD(x[c]);
    acc_t inv = 1 / HPCAB_SQRT(ss / (acc_t)C + (acc_t)eps);
    for (int64_t c = 0; c < C; c++)
      y[c] = HPCAB_ST(HPCAB_LD(x[c]) * inv * HPCAB_LD(weight[c]));
  }
}

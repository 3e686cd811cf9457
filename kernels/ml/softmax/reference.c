/* softmax: Y[r][c] = exp(X[r][c] - m_r) / sum_c' exp(X[r][c'] - m_r), m_r the row maximum; arithmetic in
 * acc_t (f32 for f16/bf16). */
#include "hpcab/kernel.h"

void softmax(real_t *restrict Y, const real_t *restrict X, int64_t R, int64_t C)
{
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    real_t *y = Y + r * C;
    acc_t m = HPCAB_LD(x[0]);
    for (int64_t c = 1; c < C; c++)
      if (HPCAB_LD(x[c]) > m)
        m = HPCAB_LD(x[c]);
    acc_t s = 0;
    for (int64_t c = 0; c < C; c++)
      s += HPCAB_EXP(HPCAB_LD(x[c]) - m);
    for (int64_t c = 0; c < C; c++)
      y[c] = HPCAB_ST(HPCAB_EXP(HPCAB_LD(x[c]) - m) / s);
  }
}

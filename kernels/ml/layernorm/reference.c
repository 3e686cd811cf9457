/* layernorm: per row, mean and (biased) variance in acc_t, then y = (x - mean) / sqrt(var + eps) * gamma + beta. */
#include "hpcab/kernel.h"

void layernorm(real_t *restrict Y, const real_t *restrict X, const real_t *restrict gamma,
               const real_t *restrict beta, int64_t R, int64_t C, float eps)
{
  for (int64_t r = 0; r < R; r++) {
    const real_t *x = X + r * C;
    real_t *y = Y + r * C;
    acc_t mean = 0, var = 0;
    for (int64_t c = 0; c < C; c++)
      mean += HPCAB_LD(x[c]);
    mean /= (acc_t)C;
    for (int64_t c = 0; c < C; c++) {
      acc_t d = HPCAB_LD(x[c]) - mean;
      var += d * d;
    }
    var /= (acc_t)C;
    acc_t inv = 1 / HPCAB_SQRT(var + (acc_t)eps);
    for (int64_t c = 0; c < C; c++)
      y[c] = HPCAB_ST((HPCAB_LD(x[c]) - mean) * inv * HPCAB_LD(gamma[c]) + HPCAB_LD(beta[c]));
  }
}

/* mix_logaddexp: c[i] = m + log(1 + exp(-|a[i] - b[i]|)) with m = max(a[i], b[i]); s = sum of c (acc_t,
 * i ascending). */
#include "hpcab/kernel.h"

void mix_logaddexp(const real_t *restrict a, const real_t *restrict b, real_t *restrict c, real_t *restrict s,
                   int64_t LEN_1D)
{
  acc_t sum = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t m = a[i] > b[i] ? a[i] : b[i];
    real_t d = HPCAB_FABS(a[i] - b[i]);
    real_t v = m + HPCAB_LOG((real_t)1 + HPCAB_EXP(-d));
    c[i] = v;
    sum += (acc_t)v;
  }
  s[0] = (real_t)sum;
}

/* mix_logsigmoid: y[i] = log sigmoid(x[i]), branch on the sign so exp only sees non-positive arguments:
 * x >= 0: -log(1 + exp(-x)); x < 0: x - log(1 + exp(x)). s = sum of y (acc_t, i ascending). */
#include "hpcab/kernel.h"

void mix_logsigmoid(const real_t *restrict x, real_t *restrict y, real_t *restrict s, int64_t LEN_1D)
{
  acc_t sum = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    real_t v = x[i];
    real_t r;
    if (v >= 0)
      r = -HPCAB_LOG((real_t)1 + HPCAB_EXP(-v));
    else
      r = v - HPCAB_LOG((real_t)1 + HPCAB_EXP(v));
    y[i] = r;
    sum += (acc_t)r;
  }
  s[0] = (real_t)sum;
}

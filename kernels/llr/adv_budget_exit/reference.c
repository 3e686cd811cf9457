/* adv_budget_exit: a running sum s of the integer costs w[0..i]; the loop stops at the first i where
 * s > t * LEN_1D (compared in double), else writes b[i] = a[i] * s. nexit[0] is that first i, or LEN_1D
 * when the sum never exceeds the limit; b[i] for i >= nexit[0] is left as it is. */
#include "hpcab/kernel.h"

void adv_budget_exit(const int32_t *restrict w, const real_t *restrict a, real_t *restrict b, int64_t *restrict nexit,
                     int64_t LEN_1D, real_t t)
{
  const double lim = (double)t * (double)LEN_1D;
  int64_t s = 0, stop = LEN_1D;
  for (int64_t i = 0; i < LEN_1D; i++) {
    s += w[i];
    if ((double)s > lim) {
      stop = i;
      break;
    }
    b[i] = a[i] * (real_t)s;
  }
  nexit[0] = stop;
}

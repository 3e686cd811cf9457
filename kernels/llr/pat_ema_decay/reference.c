/* pat_ema_decay: s = 0; for each i: s = d[i] * s + (1 - d[i]) * x[i]; y[i] = s. */
#include "hpcab/kernel.h"

void pat_ema_decay(const real_t *restrict d, const real_t *restrict x, real_t *restrict y, int64_t N)
{
  real_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    s = d[i] * s + ((real_t)1 - d[i]) * x[i];
    y[i] = s;
  }
}

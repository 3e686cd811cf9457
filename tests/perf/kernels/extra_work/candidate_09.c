/* extra_work candidate: the reference's loop with K - K/10 steps, 9/10 of its work when K % 10 == 0
 * (the manifest's K is 2000), so its true speedup is 10/9 = 1.111 up to the per-call overhead. */
#include "hpcab/kernel.h"

void extra_work(real_t *restrict y, const real_t *restrict x, int64_t N, int64_t K, real_t alpha,
                real_t beta)
{
  int64_t steps = K - K / 10;
  for (int64_t i = 0; i < N; i++) {
    real_t t = x[i];
    for (int64_t k = 0; k < steps; k++)
      t = t * alpha + beta;
    y[i] = t;
  }
}

/* extra_work candidate: the reference's loop with 2 K steps, twice its work, so its true speedup is
 * 1/2: the known truth of the CI slowdown assertion. */
#include "hpcab/kernel.h"

void extra_work(real_t *restrict y, const real_t *restrict x, int64_t N, int64_t K, real_t alpha,
                real_t beta)
{
  int64_t steps = 2 * K;
  for (int64_t i = 0; i < N; i++) {
    real_t t = x[i];
    for (int64_t k = 0; k < steps; k++)
      t = t * alpha + beta;
    y[i] = t;
  }
}

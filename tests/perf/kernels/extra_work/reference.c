/* extra_work (tests/perf/kernels/extra_work): the reference does all K steps per element.
 * alpha = 1 and beta = 0 come at run time, so the compiler cannot drop a step. */
#include "hpcab/kernel.h"

void extra_work(real_t *restrict y, const real_t *restrict x, int64_t N, int64_t K, real_t alpha,
                real_t beta)
{
  for (int64_t i = 0; i < N; i++) {
    real_t t = x[i];
    for (int64_t k = 0; k < K; k++)
      t = t * alpha + beta;
    y[i] = t;
  }
}

/* pat_welford_block: for each block r of B samples x[r][0..B-1], Welford's update in order:
 * n += 1; d = x - m; m += d / n; m2 += d * (x - m); then mean[r] = m, var[r] = m2 / B. */
#include "hpcab/kernel.h"

void pat_welford_block(const real_t *restrict x, real_t *restrict mean, real_t *restrict var, int64_t NB, int64_t B)
{
  for (int64_t r = 0; r < NB; r++) {
    real_t m = 0, m2 = 0;
    for (int64_t j = 0; j < B; j++) {
      real_t v = x[r * B + j];
      real_t d = v - m;
      m += d / (real_t)(j + 1);
      m2 += d * (v - m);
    }
    mean[r] = m;
    var[r] = m2 / (real_t)B;
  }
}

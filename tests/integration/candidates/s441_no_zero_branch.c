/* Attack (issue 30.5): s441 with its d == 0 branch dropped (d <= 0 taken as negative), faster by a
   compare. The cycled distributions never draw an exact zero; the correctness stage's edge values do.
   Expected: incorrect. */
#include "hpcab/kernel.h"

void s441(real_t *restrict a, const real_t *restrict b, const real_t *restrict c, const real_t *restrict d, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++) a[i] += d[i] <= (real_t)0. ? b[i] * c[i] : c[i] * c[i];
}

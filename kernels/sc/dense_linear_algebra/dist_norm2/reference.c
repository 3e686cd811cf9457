/* dist_norm2, serial: r[0] = sqrt(sum_i x[i]^2), accumulated in one chain. */
#include <math.h>

#include "hpcab/kernel.h"

void dist_norm2(const real_t *restrict x, real_t *restrict r, int64_t N)
{
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++)
    s += HPCAB_LD(x[i]) * HPCAB_LD(x[i]);
  r[0] = HPCAB_ST(sqrt(s));
}

/* dist_dot, serial: r[0] = sum_i x[i] * y[i], accumulated in one chain. */
#include "hpcab/kernel.h"

void dist_dot(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N)
{
  acc_t s = 0;
  for (int64_t i = 0; i < N; i++)
    s += HPCAB_LD(x[i]) * HPCAB_LD(y[i]);
  r[0] = HPCAB_ST(s);
}

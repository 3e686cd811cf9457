/* adv_alias_window: for i = 0 .. LEN_1D - max(WOFF, ROFF) - 1, in ascending order,
 * a[i + WOFF] = a[i + ROFF] * s + b[i] (one array read and written through two windows). */
#include "hpcab/kernel.h"

void adv_alias_window(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D, int64_t WOFF, int64_t ROFF,
                      real_t s)
{
  const int64_t n = LEN_1D - (WOFF > ROFF ? WOFF : ROFF);
  for (int64_t i = 0; i < n; i++)
    a[i + WOFF] = a[i + ROFF] * s + b[i];
}

/* loop_cummax_drawdown: a running maximum (a max-scan, the carried scalar updated under a compare)
 * saved at every element, with the element's distance below it. */
#include "hpcab/kernel.h"

void loop_cummax_drawdown(real_t *restrict b, real_t *restrict c, const real_t *restrict a, int64_t LEN_1D)
{
  real_t m = a[0];
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > m)
      m = a[i];
    b[i] = m;
    c[i] = m - a[i];
  }
}

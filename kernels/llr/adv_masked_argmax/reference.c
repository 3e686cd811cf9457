/* adv_masked_argmax: the largest b[i] over the i with a[i] > t and the first index where it occurs;
 * xmax = 0 and imax = -1 when no a[i] exceeds t. */
#include "hpcab/kernel.h"

void adv_masked_argmax(const real_t *restrict a, const real_t *restrict b, real_t *restrict xmax,
                       int64_t *restrict imax, int64_t LEN_1D, real_t t)
{
  real_t x = 0;
  int64_t index = -1;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > t && (index < 0 || b[i] > x)) {
      x = b[i];
      index = i;
    }
  }
  xmax[0] = x;
  imax[0] = index;
}

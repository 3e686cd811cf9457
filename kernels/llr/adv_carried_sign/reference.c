/* adv_carried_sign: for i = 1 .. LEN_1D - 1 in order, a[i] = b[i] - s * a[i-1] when a[i-1] > 0, else
 * a[i] = c[i] + s * a[i-1] (a[i-1] is the value just written). a[0] is left as it is. */
#include "hpcab/kernel.h"

void adv_carried_sign(real_t *restrict a, const real_t *restrict b, const real_t *restrict c, int64_t LEN_1D,
                      real_t s)
{
  for (int64_t i = 1; i < LEN_1D; i++) {
    if (a[i - 1] > 0)
      a[i] = b[i] - s * a[i - 1];
    else
      a[i] = c[i] + s * a[i - 1];
  }
}

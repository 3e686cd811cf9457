/* adv_cond_induction_read: j = 0; for each i: a[i] = b[j] * c[i], then j += 1 when c[i] > t.
 * j <= i throughout, so b[j] stays in bounds; nj[0] is the final j. */
#include "hpcab/kernel.h"

void adv_cond_induction_read(real_t *restrict a, const real_t *restrict b, const real_t *restrict c,
                             int64_t *restrict nj, int64_t LEN_1D, real_t t)
{
  int64_t j = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    a[i] = b[j] * c[i];
    if (c[i] > t)
      j++;
  }
  nj[0] = j;
}

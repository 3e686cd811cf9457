/* loop_prefix_prod_strip: running products restarted at every strip of S elements.
 * A multiplicative recurrence inside each strip; strips are independent (vectorizable across strips,
 * or within one by a log-step scan). */
#include "hpcab/kernel.h"

void loop_prefix_prod_strip(real_t *restrict b, const real_t *restrict a, int64_t LEN_1D, int64_t S)
{
  for (int64_t s0 = 0; s0 < LEN_1D; s0 += S) {
    int64_t s1 = s0 + S < LEN_1D ? s0 + S : LEN_1D;
    acc_t p = 1;
    for (int64_t i = s0; i < s1; i++) {
      p *= HPCAB_LD(a[i]);
      b[i] = HPCAB_ST(p);
    }
  }
}

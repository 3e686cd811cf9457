/* adv_stack_match: sp = 0; for each i: if a[i] > 0, stk[sp++] = a[i] and b[i] = 0; else if sp > 0,
 * b[i] = stk[--sp] + a[i]; else b[i] = a[i]. depth[0] is the final sp (the unmatched positives). */
#include "hpcab/kernel.h"

void adv_stack_match(const real_t *restrict a, real_t *restrict b, real_t *restrict stk, int64_t *restrict depth,
                     int64_t LEN_1D)
{
  int64_t sp = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > 0) {
      stk[sp] = a[i];
      sp++;
      b[i] = 0;
    } else if (sp > 0) {
      sp--;
      b[i] = stk[sp] + a[i];
    } else {
      b[i] = a[i];
    }
  }
  depth[0] = sp;
}

/* a[i] = b[p^32(i)]: p followed 32 times from i (tests/zoo/memo/perm_power). */
#include "hpcab/kernel.h"

void perm_power(real_t *restrict a, const real_t *restrict b, const int32_t *restrict p, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    int32_t j = (int32_t)i;
    for (int k = 0; k < 32; k++) j = p[j];
    a[i] = b[j];
  }
}

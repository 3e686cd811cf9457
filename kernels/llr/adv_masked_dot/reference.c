/* adv_masked_dot: s = sum over the i with a[i] > t of b[i] * c[i] (in acc_t, i ascending). */
#include "hpcab/kernel.h"

void adv_masked_dot(const real_t *restrict a, const real_t *restrict b, const real_t *restrict c, real_t *restrict s,
                    int64_t LEN_1D, real_t t)
{
  acc_t sum = 0;
  for (int64_t i = 0; i < LEN_1D; i++)
    if (a[i] > t)
      sum += (acc_t)b[i] * (acc_t)c[i];
  s[0] = (real_t)sum;
}

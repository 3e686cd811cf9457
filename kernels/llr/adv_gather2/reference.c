/* adv_gather2: a[i] = c[i] * b[p[q[i]]]; q[i] in [0, M), p[k] in [0, LEN_1D), both may repeat. */
#include "hpcab/kernel.h"

void adv_gather2(real_t *restrict a, const real_t *restrict b, const real_t *restrict c, const int32_t *restrict q,
                 const int32_t *restrict p, int64_t LEN_1D, int64_t M)
{
  (void)M;
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = c[i] * b[p[q[i]]];
}

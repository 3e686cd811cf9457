/* adv_scatter_add: a[idx[i]] += b[i] for i ascending; idx[i] in [0, M) may repeat. */
#include "hpcab/kernel.h"

void adv_scatter_add(real_t *restrict a, const real_t *restrict b, const int32_t *restrict idx, int64_t LEN_1D,
                     int64_t M)
{
  (void)M;
  for (int64_t i = 0; i < LEN_1D; i++)
    a[idx[i]] += b[i];
}

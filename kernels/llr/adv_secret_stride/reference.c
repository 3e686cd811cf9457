/* adv_secret_stride: a[i] = a[i-K] * c + b[i] for K <= i < LEN_1D, the distance K drawn at run time.
 * a[0..K-1] are left as they are. */
#include "hpcab/kernel.h"

void adv_secret_stride(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D, int64_t K, real_t c)
{
  for (int64_t i = K; i < LEN_1D; i++)
    a[i] = a[i - K] * c + b[i];
}

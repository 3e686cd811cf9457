/* a[i] = b[i] + 1 (the host reference of the device path's test kernel). */
#include "hpcab/kernel.h"

void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++) a[i] = b[i] + 1;
}

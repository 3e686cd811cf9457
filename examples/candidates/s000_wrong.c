/* s000 candidate (incorrect): an off-by-one bound leaves the last element of a unwritten. */
#include "hpcab/kernel.h"

void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D - 1; i++)
    a[i] = b[i] + 1;
}

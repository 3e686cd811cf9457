/* pat_segscan: s = 0; for each i: s = head[i] != 0 ? a[i] : s + a[i]; b[i] = s. */
#include "hpcab/kernel.h"

void pat_segscan(const int32_t *restrict head, const real_t *restrict a, real_t *restrict b, int64_t N)
{
  real_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    if (head[i] != 0)
      s = a[i];
    else
      s += a[i];
    b[i] = s;
  }
}

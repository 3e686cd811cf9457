#include "hpcab/kernel.h"

void k(real_t *restrict a, const real_t *restrict b, int64_t N);

void k(real_t *restrict a, const real_t *restrict b, int64_t N)
{
  for (int64_t i = 0; i < N; i++) a[i] = b[i];
}

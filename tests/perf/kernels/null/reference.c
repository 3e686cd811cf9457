/* The null kernel (tests/perf/kernels/null): copies at most 16 elements. */
#include "hpcab/kernel.h"

void hpcab_null_kernel(real_t *restrict a, const real_t *restrict b, int64_t N)
{
  for (int64_t i = 0; i < N; i++) a[i] = b[i];
}

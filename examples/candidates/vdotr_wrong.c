/* vdotr candidate (incorrect): "samples" every other term and doubles the sum. */
#include "hpcab/kernel.h"

void vdotr(const real_t *restrict a, const real_t *restrict b, real_t *restrict dot, int64_t LEN_1D)
{
  real_t s = 0;
  for (int64_t i = 0; i < LEN_1D; i += 2)
    s += a[i] * b[i];
  dot[0] = 2 * s;
}

/* loop_fuse_shift: t[i] = a[i] * b[i] over the whole array, then a centered difference of t scaled
 * by h[i] (one-sided at both ends). Fusing the two loops needs the second shifted by one iteration
 * (t[i+1] must be computed first) and both ends peeled. */
#include "hpcab/kernel.h"

void loop_fuse_shift(real_t *restrict t, real_t *restrict c, const real_t *restrict a, const real_t *restrict b,
                     const real_t *restrict h, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++)
    t[i] = a[i] * b[i];
  c[0] = (t[1] - t[0]) * h[0];
  for (int64_t i = 1; i < LEN_1D - 1; i++)
    c[i] = (t[i + 1] - t[i - 1]) * h[i];
  c[LEN_1D - 1] = (t[LEN_1D - 1] - t[LEN_1D - 2]) * h[LEN_1D - 1];
}

/* mix_idot_i64: s = sum over i of (int64)a[i] * (int64)b[i] (a, b int32; exact in int64), r = alpha * (real)s. */
#include "hpcab/kernel.h"

void mix_idot_i64(const int32_t *restrict a, const int32_t *restrict b, int64_t *restrict s, real_t *restrict r,
                  int64_t LEN_1D, real_t alpha)
{
  int64_t acc = 0;
  for (int64_t i = 0; i < LEN_1D; i++)
    acc += (int64_t)a[i] * (int64_t)b[i];
  s[0] = acc;
  r[0] = alpha * (real_t)acc;
}

/* mix_q15_mul: c[i] = saturate_int16((a[i] * b[i] + (1 << 14)) >> 15), the product in int32, the shift
 * arithmetic (floor division by 2^15). */
#include "hpcab/kernel.h"

void mix_q15_mul(const int16_t *restrict a, const int16_t *restrict b, int16_t *restrict c, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++) {
    int32_t p = (int32_t)a[i] * (int32_t)b[i] + (1 << 14);
    int32_t q = p >> 15;
    if (q > 32767) q = 32767;
    if (q < -32768) q = -32768;
    c[i] = (int16_t)q;
  }
}

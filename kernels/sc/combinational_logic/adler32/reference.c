/* adler32: a = 1, b = 0; per byte: a = (a + byte) mod 65521, b = (b + a) mod 65521; sum = b << 16 | a. */
#include "hpcab/kernel.h"

void adler32(uint32_t *restrict sum, const uint8_t *restrict data, int64_t N)
{
  uint32_t a = 1, b = 0;
  for (int64_t i = 0; i < N; i++) {
    a = (a + data[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  sum[0] = b << 16 | a;
}

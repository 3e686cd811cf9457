/* unpack_int4_grouped: byte j of row n holds element 2j (low nibble) and 2j + 1 (high nibble);
 * W[n][k] = (acc_t)(nibble - 8) * scales[n][k / G]. */
#include "hpcab/kernel.h"

void unpack_int4_grouped(real_t *restrict W, const uint8_t *restrict packed, const real_t *restrict scales,
                         int64_t N, int64_t K, int64_t G, int64_t KH, int64_t NG)
{
  for (int64_t n = 0; n < N; n++)
    for (int64_t j = 0; j < KH; j++) {
      const int p = packed[n * KH + j];
      const acc_t s = HPCAB_LD(scales[n * NG + (2 * j) / G]);
      W[n * K + 2 * j] = HPCAB_ST((acc_t)((p & 15) - 8) * s);
      W[n * K + 2 * j + 1] = HPCAB_ST((acc_t)((p >> 4) - 8) * s);
    }
}

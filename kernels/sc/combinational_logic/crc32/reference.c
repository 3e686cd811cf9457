/* crc32: the standard CRC-32 (init 0xFFFFFFFF, reflected, final xor 0xFFFFFFFF); crc32("123456789") is
 * 0xCBF43926. Computed one bit at a time, no table. */
#include "hpcab/kernel.h"

void crc32(uint32_t *restrict crc, const uint8_t *restrict data, int64_t N)
{
  uint32_t c = 0xFFFFFFFFu;
  for (int64_t i = 0; i < N; i++) {
    c ^= data[i];
    for (int b = 0; b < 8; b++)
      c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  crc[0] = c ^ 0xFFFFFFFFu;
}

/* fnv1a: h = 0xcbf29ce484222325; per byte: h ^= byte; h *= 0x100000001b3 (mod 2^64). */
#include "hpcab/kernel.h"

void fnv1a(uint64_t *restrict h, const uint8_t *restrict data, int64_t NREC, int64_t RLEN)
{
  for (int64_t r = 0; r < NREC; r++) {
    uint64_t x = 0xcbf29ce484222325ull;
    for (int64_t k = 0; k < RLEN; k++) {
      x ^= data[r * RLEN + k];
      x *= 0x100000001b3ull;
    }
    h[r] = x;
  }
}

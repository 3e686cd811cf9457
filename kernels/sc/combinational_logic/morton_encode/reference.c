/* morton_encode: spread the low 21 bits of each coordinate two apart (magic-mask shifts), then
 * key = spread(x) | spread(y) << 1 | spread(z) << 2. */
#include "hpcab/kernel.h"

static uint64_t spread(uint32_t v)
{
  uint64_t x = v & 0x1fffffu;
  x = (x | x << 32) & 0x1f00000000ffffull;
  x = (x | x << 16) & 0x1f0000ff0000ffull;
  x = (x | x << 8) & 0x100f00f00f00f00full;
  x = (x | x << 4) & 0x10c30c30c30c30c3ull;
  x = (x | x << 2) & 0x1249249249249249ull;
  return x;
}

void morton_encode(uint64_t *restrict key, const uint32_t *restrict x, const uint32_t *restrict y,
                   const uint32_t *restrict z, int64_t N)
{
  for (int64_t i = 0; i < N; i++)
    key[i] = spread(x[i]) | spread(y[i]) << 1 | spread(z[i]) << 2;
}

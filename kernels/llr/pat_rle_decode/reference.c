/* pat_rle_decode: pos = 0; for each run r: lens[r] (0..8) copies of vals[r] at out[pos..]; then
 * out[pos..8R-1] = 0 and count[0] = pos. */
#include "hpcab/kernel.h"

void pat_rle_decode(const real_t *restrict vals, const int32_t *restrict lens, real_t *restrict out,
                    int64_t *restrict count, int64_t R)
{
  int64_t pos = 0;
  for (int64_t r = 0; r < R; r++) {
    real_t v = vals[r];
    for (int32_t k = 0; k < lens[r]; k++)
      out[pos++] = v;
  }
  count[0] = pos;
  for (int64_t i = pos; i < 8 * R; i++)
    out[i] = 0;
}

/* embedding: copies row ids[t] of the V x D table to row t of out. */
#include "hpcab/kernel.h"

void embedding(real_t *restrict out, const real_t *restrict table, const int32_t *restrict ids, int64_t V,
               int64_t D, int64_t T)
{
  (void)V;
  for (int64_t t = 0; t < T; t++)
    for (int64_t d = 0; d < D; d++)
      out[t * D + d] = table[(int64_t)ids[t] * D + d];
}

/* mix_popcount_sum: c[i] = the number of set bits of w[i]; total = their sum. */
#include "hpcab/kernel.h"

void mix_popcount_sum(const uint64_t *restrict w, uint8_t *restrict c, int64_t *restrict total, int64_t LEN_1D)
{
  int64_t t = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    int n = __builtin_popcountll(w[i]);
    c[i] = (uint8_t)n;
    t += n;
  }
  total[0] = t;
}

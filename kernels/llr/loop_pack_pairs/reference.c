/* loop_pack_pairs: stream compaction of two outputs under one counter. Where a[i] > b[i], the
 * difference and the index i are appended at position n (n++); afterwards cnt[0] = n and the unused
 * tails are filled (vals 0, idx -1). The store position depends on every earlier test (a prefix sum
 * of the predicate). */
#include "hpcab/kernel.h"

void loop_pack_pairs(real_t *restrict vals, int32_t *restrict idx, int64_t *restrict cnt, const real_t *restrict a,
                     const real_t *restrict b, int64_t LEN_1D)
{
  int64_t n = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] > b[i]) {
      vals[n] = a[i] - b[i];
      idx[n] = (int32_t)i;
      n++;
    }
  }
  cnt[0] = n;
  for (int64_t k = n; k < LEN_1D; k++) {
    vals[k] = 0;
    idx[k] = -1;
  }
}

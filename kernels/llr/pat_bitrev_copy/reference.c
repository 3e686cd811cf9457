/* pat_bitrev_copy: for i < N = 2^LOGN, r = i with its LOGN low bits reversed; b[r] = a[i]. */
#include "hpcab/kernel.h"

void pat_bitrev_copy(const real_t *restrict a, real_t *restrict b, int64_t LOGN, int64_t N)
{
  for (int64_t i = 0; i < N; i++) {
    int64_t r = 0, t = i;
    for (int64_t k = 0; k < LOGN; k++) {
      r = (r << 1) | (t & 1);
      t >>= 1;
    }
    b[r] = a[i];
  }
}

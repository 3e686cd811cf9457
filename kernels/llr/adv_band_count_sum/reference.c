/* adv_band_count_sum: cnt = the number of a[i] with lo <= a[i] < hi, s = their sum (acc_t, i ascending). */
#include "hpcab/kernel.h"

void adv_band_count_sum(const real_t *restrict a, int64_t *restrict cnt, real_t *restrict s, int64_t LEN_1D,
                        real_t lo, real_t hi)
{
  int64_t n = 0;
  acc_t sum = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    if (a[i] >= lo && a[i] < hi) {
      n++;
      sum += (acc_t)a[i];
    }
  }
  cnt[0] = n;
  s[0] = (real_t)sum;
}

/* pat_sat_accum: s = 0; for each i: s = min(max(s + x[i], lo), hi); st[i] = s; y[i] = a[i] * s.
 * |x| <= 100 and the clamp keep s + x[i] inside int32. */
#include "hpcab/kernel.h"

void pat_sat_accum(const int32_t *restrict x, const real_t *restrict a, int32_t *restrict st, real_t *restrict y,
                   int64_t N, int32_t lo, int32_t hi)
{
  int32_t s = 0;
  for (int64_t i = 0; i < N; i++) {
    int32_t t = s + x[i];
    if (t > hi) t = hi;
    if (t < lo) t = lo;
    s = t;
    st[i] = s;
    y[i] = a[i] * (real_t)s;
  }
}

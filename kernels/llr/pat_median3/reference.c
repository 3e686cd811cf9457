/* pat_median3: b[0] = a[0], b[N-1] = a[N-1]; for 0 < i < N-1: b[i] = the median of a[i-1], a[i], a[i+1]
 * = max(min(p, q), min(max(p, q), r)). */
#include "hpcab/kernel.h"

void pat_median3(const real_t *restrict a, real_t *restrict b, int64_t N)
{
  b[0] = a[0];
  for (int64_t i = 1; i < N - 1; i++) {
    real_t p = a[i - 1], q = a[i], r = a[i + 1];
    real_t lo = p < q ? p : q, hi = p < q ? q : p;
    real_t m = hi < r ? hi : r;
    b[i] = lo > m ? lo : m;
  }
  b[N - 1] = a[N - 1];
}

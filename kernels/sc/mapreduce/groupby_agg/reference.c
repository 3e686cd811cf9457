/* groupby_agg: for i ascending, with g = keys[i]: counts[g]++, sums[g] += v[i], mins[g] = min, maxs[g] = max
 * (strict comparisons); empty groups keep count 0, sum 0, min +Inf, max -Inf. */
#include "hpcab/kernel.h"
#include <math.h>

void groupby_agg(int64_t *restrict counts, real_t *restrict sums, real_t *restrict mins,
                 real_t *restrict maxs, const int32_t *restrict keys, const real_t *restrict v, int64_t N,
                 int64_t K)
{
  for (int64_t g = 0; g < K; g++) {
    counts[g] = 0;
    sums[g] = 0;
    mins[g] = (real_t)INFINITY;
    maxs[g] = (real_t)-INFINITY;
  }
  for (int64_t i = 0; i < N; i++) {
    const int32_t g = keys[i];
    const real_t x = v[i];
    counts[g]++;
    sums[g] += x;
    if (x < mins[g])
      mins[g] = x;
    if (x > maxs[g])
      maxs[g] = x;
  }
}

/* histogram: counts[b] = number of i with bin(v[i]) = b, bin(x) = floor(x * NBINS) computed in the run
 * precision and clamped to [0, NBINS - 1]. */
#include "hpcab/kernel.h"

void histogram(int64_t *restrict counts, const real_t *restrict v, int64_t N, int64_t NBINS)
{
  for (int64_t b = 0; b < NBINS; b++)
    counts[b] = 0;
  for (int64_t i = 0; i < N; i++) {
    real_t x = v[i] * (real_t)NBINS;
    int64_t b = x < 0 ? 0 : (int64_t)x;
    if (b > NBINS - 1)
      b = NBINS - 1;
    counts[b]++;
  }
}

/* s000 candidate (correct, faster): a[i] = b[i] + 1 split over the OpenMP threads (static chunks, one per
 * core) with a SIMD inner loop. The loop is memory-bound, so the gain comes from a second core's share
 * of the memory bandwidth. Build with -fopenmp (without it this is the plain loop). */
#include "hpcab/kernel.h"

void s000(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
#pragma omp parallel for simd schedule(static) if (LEN_1D > 32768)
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[i] + 1;
}

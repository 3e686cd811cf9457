/* dist_histogram, serial: hist[b] = the number of keys equal to b (every key in [0, NB)). */
#include "hpcab/kernel.h"

void dist_histogram(int64_t *restrict hist, const int32_t *restrict keys, int64_t N, int64_t NB)
{
  for (int64_t b = 0; b < NB; b++)
    hist[b] = 0;
  for (int64_t i = 0; i < N; i++)
    hist[keys[i]]++;
}

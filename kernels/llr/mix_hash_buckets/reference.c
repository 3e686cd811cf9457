/* mix_hash_buckets: cnt[h]++ for h = ((k ^ (k >> 17)) * 40503) % NB over the keys k (0 <= k < 2^40, so
 * the product stays below 2^56); cnt zeroed first. */
#include "hpcab/kernel.h"

void mix_hash_buckets(const int64_t *restrict keys, int64_t *restrict cnt, int64_t LEN_1D, int64_t NB)
{
  for (int64_t j = 0; j < NB; j++) cnt[j] = 0;
  for (int64_t i = 0; i < LEN_1D; i++) {
    int64_t k = keys[i];
    int64_t h = ((k ^ (k >> 17)) * 40503) % NB;
    cnt[h]++;
  }
}

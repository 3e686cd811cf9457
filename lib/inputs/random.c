/* lib/inputs/random.c — helpers over a caller-supplied random stream (hpcab/random.h). */
#include "hpcab/random.h"

HPCAB_API uint64_t hpcab_random_below(const hpcab_random *rng, uint64_t bound)
{
  if (bound == 0) return 0;
  /* Lemire's multiply-shift with rejection of the biased low range */
  uint64_t x = rng->next_u64(rng->state);
  unsigned __int128 m = (unsigned __int128)x * bound;
  uint64_t low = (uint64_t)m;
  if (low < bound) {
    uint64_t threshold = (0 - bound) % bound;
    while (low < threshold) {
      x = rng->next_u64(rng->state);
      m = (unsigned __int128)x * bound;
      low = (uint64_t)m;
    }
  }
  return (uint64_t)(m >> 64);
}

HPCAB_API double hpcab_random_unit(const hpcab_random *rng)
{
  return (double)(rng->next_u64(rng->state) >> 11) * 0x1p-53;
}

/* lib/inputs/random.c — helpers over a caller-supplied random stream (hpcab/random.h). */
#include "hpcab/random.h"
#include "internal.h"
#include "first_layouts.h"

/* The size-field rule for a struct read in place: a random from its first layout up to today's, with
   a generator; else HPCAB_E_INVALID naming `fn` (the callers return 0: they have no status). */
static hpcab_status usable(const hpcab_random *rng, const char *fn)
{
  if (hpcab__struct_check(rng, HPCAB__FIRST_RANDOM, sizeof *rng, fn)) return HPCAB_E_INVALID;
  if (!rng->next_u64) return hpcab__seterr(HPCAB_E_INVALID, "%s: the random has no next_u64", fn);
  return HPCAB_OK;
}

HPCAB_API uint64_t hpcab_random_below(const hpcab_random *rng, uint64_t bound)
{
  if (usable(rng, "hpcab_random_below")) return 0;
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
  if (usable(rng, "hpcab_random_unit")) return 0;
  return (double)(rng->next_u64(rng->state) >> 11) * 0x1p-53;
}

/* A probe for the timing stage's per-round perturbation (lib/DESIGN.md §8): keeps the full hash of every
   input it was ever called on (all of b's bytes and n) and, when an input comes back that is not the
   immediately preceding one (the determinism check repeats its input on purpose), spoils its output
   so the judge reports it incorrect. A memo keyed on a full hash of the inputs could only help if such
   a repeat happened; the judge must never give it one. Expected: ok. */
#include <stdint.h>
#include <string.h>

void kernel(double *restrict a, const double *restrict b, int64_t n);

#define SLOTS (1u << 16)
static uint64_t seen[SLOTS]; /* open addressing; 0 = empty */
static uint64_t previous;

static uint64_t full_hash(const double *b, int64_t n)
{
  uint64_t h = 1469598103934665603ULL ^ (uint64_t)n;
  for (int64_t i = 0; i < n; i++) {
    uint64_t w;
    memcpy(&w, &b[i], sizeof w);
    h = (h ^ w) * 1099511628211ULL;
    h ^= h >> 29;
  }
  return h ? h : 1;
}

/* Returns 1 when h was seen before, recording it otherwise. */
static int seen_before(uint64_t h)
{
  for (uint32_t k = 0, s = (uint32_t)h & (SLOTS - 1); k < SLOTS; k++, s = (s + 1) & (SLOTS - 1)) {
    if (seen[s] == h) return 1;
    if (seen[s] == 0) {
      seen[s] = h;
      return 0;
    }
  }
  return 0; /* full: stop recording */
}

void kernel(double *restrict a, const double *restrict b, int64_t n)
{
  uint64_t h = full_hash(b, n);
  int repeat = seen_before(h) && h != previous;
  previous = h;
  for (int64_t i = 0; i < n; i++)
    a[i] = b[i] + 1.0;
  if (repeat && n > 0) a[0] = -a[0] - 1.0; /* a memo would have answered here */
}

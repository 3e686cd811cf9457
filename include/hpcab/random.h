/*
 * hpcab/random.h — the caller-supplied random stream that modules drawing random choices take
 * (size draws, shuffles, samplers). It decouples them from any particular generator: the seeded
 * counter-based streams of hpcab/rng.h provide one, and a test can provide its own.
 */
#ifndef HPCAB_RANDOM_H
#define HPCAB_RANDOM_H

#include "hpcab/common.h"

HPCAB_BEGIN_DECLS

/**
 * A source of uniformly distributed 64-bit words. Set `size` to sizeof(hpcab_random) (the struct may
 * grow: the functions taking one accept any size from its first layout up to today's);
 * `next_u64(state)` returns the next word of the stream and must not fail.
 */
typedef struct hpcab_random {
  size_t size;
  uint64_t (*next_u64)(void *state);
  void *state;
} hpcab_random;

/**
 * Returns a uniform integer in [0, bound) without modulo bias (bound 0 gives 0). A random that is NULL,
 * has no next_u64 or a `size` outside its first layout up to today's gives 0 and sets the error
 * (HPCAB_E_INVALID in hpcab_last_status, the message in hpcab_last_error); next_u64 is not called.
 */
HPCAB_API uint64_t hpcab_random_below(const hpcab_random *rng, uint64_t bound);

/** Returns a uniform double in [0, 1) with 53 random bits; 0 for a random hpcab_random_below refuses. */
HPCAB_API double hpcab_random_unit(const hpcab_random *rng);

HPCAB_END_DECLS

#endif /* HPCAB_RANDOM_H */

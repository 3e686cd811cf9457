/*
 * hpcab/rng.h — seeded, counter-based random numbers: the Philox4x32-10 generator and keyed
 * streams (the fills that use them are in hpcab/fill.h).
 *
 * Model. A stream is a Philox key plus a 64-bit counter nonce, derived with a keyed PRF (BLAKE2b
 * keyed with the 32-byte secret seed) from (seed, kernel id, draw index, array name). Nothing the
 * generator outputs reveals anything usable about the seed. Element i of a filled array depends only
 * on (stream, spec, dtype, i): any block of any array can be made on its own, and a fill on any
 * number of threads is bitwise identical to the single-thread fill, on every machine (the float
 * arithmetic is IEEE +, -, *, /, sqrt and floor only, in a fixed order, never contracted to FMA,
 * with its own log, exp, sin and cos; spd sums are exact).
 *
 * Counter layout (the 128-bit Philox counter is {c0, c1, nonce0, nonce1}; c = c1:c0 is a 64-bit
 * block number): blocks below 2^62 hold array elements (element i, counting complex elements as
 * two reals, takes half of block 64·(i / 128) + i % 64: words 0-1 when i % 128 < 64, else words
 * 2-3; for normal and lognormal, elements i and i + 64 of a 128-element group are one Box–Muller
 * pair; hpcab_fill_permutation reads these blocks in order); blocks 2^63 + k feed the sequential hpcab_random of hpcab_stream_random;
 * blocks 3·2^62 + (row << 22) + k feed the rows of hpcab_fill_csr.
 */
#ifndef HPCAB_RNG_H
#define HPCAB_RNG_H

#include "hpcab/common.h"
#include "hpcab/dist.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/init.h" /* references with custom initializers include hpcab/rng.h for it */
#include "hpcab/random.h"

HPCAB_BEGIN_DECLS

/** Bytes of a secret seed. */
#define HPCAB_SEED_BYTES 32

/**
 * Philox4x32-10 (Salmon et al., SC'11) of the 128-bit counter `ctr` under the 64-bit key `key`:
 * writes the four output words to `out` (which may alias `ctr`). Matches the Random123 known-answer
 * vectors. Never fails.
 */
HPCAB_API void hpcab_philox4x32_10(const uint32_t ctr[4], const uint32_t key[2], uint32_t out[4]);

/**
 * A keyed stream. The caller sets `size` (sizeof(hpcab_stream)) before a function produces one into
 * it; the function writes only the bytes that size has room for (the size-field rule, lib/DESIGN.md §3).
 * Functions that take one fail with HPCAB_E_INVALID when `size` is not one of a known layout.
 * `position` is the next word of the sequential view (hpcab_stream_random); fills ignore it.
 */
typedef struct hpcab_stream {
  size_t size;
  uint32_t key[2];   /**< Philox key */
  uint32_t nonce[2]; /**< upper half of every Philox counter of this stream */
  uint64_t position; /**< next 64-bit word of the sequential view */
} hpcab_stream;

/**
 * Derives the stream of one array of one draw: BLAKE2b-128 keyed with `seed` over an unambiguous
 * encoding of (kernel_id, draw_index, array_name) (a version tag, then each string as a 64-bit
 * little-endian length and its bytes, the index as 64-bit little-endian) into *out (out->size set by
 * the caller). Fails with HPCAB_E_INVALID on a NULL argument or an out->size below the first layout,
 * HPCAB_E_SYSTEM when libsodium cannot initialize.
 */
HPCAB_API hpcab_status hpcab_stream_key(const uint8_t seed[HPCAB_SEED_BYTES], const char *kernel_id,
                                        uint64_t draw_index, const char *array_name, hpcab_stream *out);

/**
 * Derives an independent sub-stream of `parent` named by (label, n) — e.g. ("perturb", round),
 * ("sizes", 0), ("params", 0) — with BLAKE2b-128 keyed by the parent's key and nonce. `child` may
 * be `parent`; child->size is set by the caller. Fails with HPCAB_E_INVALID on a NULL argument or a
 * bad parent or child size.
 */
HPCAB_API hpcab_status hpcab_stream_derive(const hpcab_stream *parent, const char *label, uint64_t n,
                                           hpcab_stream *child);

/**
 * Fills `out` (out->size set by the caller) with a sequential hpcab_random over `s` (its words come from the sequential block
 * region of the stream, starting at s->position, which advances). `s` must outlive `out`; the
 * random is not thread-safe. Fails with HPCAB_E_INVALID on NULL or a bad size.
 */
HPCAB_API hpcab_status hpcab_stream_random(hpcab_stream *s, hpcab_random *out);

HPCAB_END_DECLS

#endif /* HPCAB_RNG_H */

/*
 * hpcab/sizes.h — size values of a manifest and their draws (lib/DESIGN.md §6): the sizes of one draw
 * (every size symbol's int64 value), edge, random and timed draws under the constraints and a
 * footprint cap, the top corner of the declared ranges, and the draws of non-size params.
 */
#ifndef HPCAB_SIZES_H
#define HPCAB_SIZES_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/manifest.h"
#include "hpcab/random.h"

HPCAB_BEGIN_DECLS

/** Purposes of a size draw. */
typedef enum hpcab_purpose {
  HPCAB_PURPOSE_TEST = 1,        /**< the fixed `test` values */
  HPCAB_PURPOSE_CORRECTNESS = 2, /**< edge sizes first, then the whole range under a footprint cap */
  HPCAB_PURPOSE_TIMED = 3        /**< the upper half of each range on a log scale */
} hpcab_purpose;

/** Number of edge-size draws at the start of a correctness sequence (smallest, odd, prime, not a multiple of 8). */
#define HPCAB_EDGE_DRAWS 4

/** Default footprint cap of correctness draws (bytes) and default number of tries per draw. */
#define HPCAB_DEFAULT_FOOTPRINT_CAP ((uint64_t)256 << 20)
#define HPCAB_DEFAULT_MAX_TRIES 1000u

/**
 * Limits of a size draw. `size` must be sizeof(hpcab_draw_limits). footprint_cap: bytes of all
 * arrays together (0: HPCAB_DEFAULT_FOOTPRINT_CAP for correctness draws, no cap for timed draws);
 * max_tries: rejection-sampling tries per draw (0: HPCAB_DEFAULT_MAX_TRIES); precision: the run
 * precision the footprint is computed at (HPCAB_DTYPE_INVALID: the widest of the manifest's).
 */
typedef struct hpcab_draw_limits {
  size_t size;
  uint64_t footprint_cap;
  uint32_t max_tries;
  hpcab_dtype precision;
} hpcab_draw_limits;

/** Allocates a sizes value for `m`, every size 0. Fails only for lack of memory. */
HPCAB_API hpcab_status hpcab_sizes_new(const hpcab_manifest *m, hpcab_sizes **out);
/** Frees a sizes value (NULL is fine). */
HPCAB_API void hpcab_sizes_free(hpcab_sizes *s);
/** Number of sizes held. */
HPCAB_API size_t hpcab_sizes_count(const hpcab_sizes *s);
/** Value of size i (0 when out of range). */
HPCAB_API int64_t hpcab_sizes_get(const hpcab_sizes *s, size_t i);
/** Sets size i to v (derived sizes are not recomputed: see hpcab_sizes_derive). HPCAB_E_INVALID when out of range. */
HPCAB_API hpcab_status hpcab_sizes_set(hpcab_sizes *s, size_t i, int64_t v);
/** Looks up the size called `name`; HPCAB_E_NOTFOUND when there is none. */
HPCAB_API hpcab_status hpcab_sizes_lookup(const hpcab_sizes *s, const char *name, int64_t *v);
/** Recomputes every derived (`expr`) size from the others, in dependency order. HPCAB_E_RANGE on overflow. */
HPCAB_API hpcab_status hpcab_sizes_derive(const hpcab_manifest *m, hpcab_sizes *s);
/** Checks the constraints and the shapes (non-negative); HPCAB_E_CONSTRAINT naming the first that fails. */
HPCAB_API hpcab_status hpcab_sizes_check(const hpcab_manifest *m, const hpcab_sizes *s);

/**
 * Draws sizes for `purpose` into `out` (made by hpcab_sizes_new for m) from the caller's stream.
 * TEST: the `test` values (rng unused). CORRECTNESS: draw indices 0 .. HPCAB_EDGE_DRAWS-1 give the
 * edge sizes (smallest, odd, prime, not a multiple of 8 — as far as the constraints allow), later
 * indices log-uniform over each whole range; the footprint stays under the cap. TIMED: log-uniform
 * over the upper half of each range (log scale), uniform over the upper half of `values`.
 * Derived sizes follow; constraints are met by rejection. Fails with HPCAB_E_CONSTRAINT when no
 * draw passes within max tries, naming the constraint that rejected most draws.
 */
HPCAB_API hpcab_status hpcab_sizes_draw(const hpcab_manifest *m, hpcab_purpose purpose, uint64_t draw_index,
                                        const hpcab_random *rng, const hpcab_draw_limits *limits, hpcab_sizes *out);

/**
 * Sets `out` to the top corner of the declared ranges: every drawn size as large as the constraints
 * allow, jointly (a range at its maximum, `values` at their largest), derived sizes following, with
 * the footprint of all arrays (at limits->precision; 0: the widest of the manifest's) within
 * limits->footprint_cap (0 or NULL limits: HPCAB_DEFAULT_FOOTPRINT_CAP, as for correctness draws;
 * UINT64_MAX: no cap). When the cap forbids the declared maxima the sizes shrink together on a log
 * scale to the largest that fit, and *capped (may be NULL) is set to 1 (else 0). Deterministic: no
 * random stream. The judge checks correctness here, so that "correct" covers the whole declared
 * range. Fails with HPCAB_E_CONSTRAINT when no sizes near the top meet the constraints (or even the
 * smallest exceed the cap), HPCAB_E_INVALID on bad arguments.
 */
HPCAB_API hpcab_status hpcab_sizes_top(const hpcab_manifest *m, const hpcab_draw_limits *limits, hpcab_sizes *out,
                                       int *capped);

/**
 * Draws one value per param into values[0..param_count): uniform over a range (integers for integer
 * dtypes), the value for a fixed param; `real` values are rounded to `precision` so they are exact
 * in it. Fails with HPCAB_E_INVALID when precision is not one of the manifest's.
 */
HPCAB_API hpcab_status hpcab_params_draw(const hpcab_manifest *m, hpcab_dtype precision, const hpcab_random *rng,
                                         double *values);

HPCAB_END_DECLS

#endif /* HPCAB_SIZES_H */

/*
 * hpcab/draw.h — one input draw of a kernel (lib/DESIGN.md §6): the sizes, the param values and the
 * contents of every array for (manifest, run precision, secret seed, draw index, purpose).
 *
 * Streams. Every random choice comes from a keyed stream of hpcab/rng.h, derived from the secret
 * seed, the kernel id and the draw index: the sizes from the stream named "#sizes", the params from
 * "#params" (labels no array can take: array names are identifiers), each array from the stream of
 * its own name, a CSR matrix from the sub-stream ("csr", 0) of its matrix name, the values of
 * array a in timing round r from the sub-stream ("round", r) of a's stream (hpcab_draw_perturb). The handle keeps the derived
 * streams, never the seed. Contents are bitwise identical on any thread count and machine.
 *
 * Contents by init (hpcab_manifest_array_init):
 *   default      distribution by draw index: index % 3 = 0 uniform [-1, 1), 1 normal(0, 1),
 *                2 lognormal(0, 0.5) (hpcab_fill_array; integer arrays: hpcab_fill_array's integer rule);
 *   dist         the manifest's dist (absent: the cycle above) folded by its domain;
 *   permutation  hpcab_fill_permutation;   index   hpcab_fill_index over [0, expr);
 *   spd          hpcab_fill_spd (B·Bᵀ + n·I);   diag_dominant  hpcab_fill_diag_dominant;
 *                both need a square 2-D array (HPCAB_E_MISMATCH otherwise);
 *   zeros        all zero;
 *   csr          the arrays sharing `matrix` are generated together once per draw
 *                (hpcab_fill_csr, values by the cycle above) and each part is copied out; rowptr
 *                must have rows + 1 elements and colidx as many as values (the NNZ); a pattern-only
 *                matrix (no values array, e.g. a graph) gets the same rowptr and colidx as it would
 *                with values;
 *   function     a custom initializer found through the resolver (hpcab_draw_set_resolver),
 *                called as `int NAME(const hpcab_init_ctx *ctx)` (hpcab/rng.h) with the draw's
 *                sizes, the arrays, the index of the array being filled and a sequential RNG over
 *                that array's stream.
 *   out arrays   nothing to fill.
 *
 * Fill order. Arrays are filled in manifest order; a custom initializer may read the arrays
 * declared before it. The draw remembers, per array, the last buffer hpcab_draw_fill,
 * hpcab_draw_perturb or hpcab_draw_fill_all wrote it to, and hands those buffers to a custom
 * initializer (NULL for arrays not yet filled and for out arrays). So before filling an array with a
 * `function` init, fill every in/inout array declared before it, and keep those buffers valid
 * until it is filled.
 *
 * Threads. A handle is used by one thread at a time; distinct handles are independent (no global
 * state). `threads` arguments: 0 = one per online CPU.
 */
#ifndef HPCAB_DRAW_H
#define HPCAB_DRAW_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/fill.h"
#include "hpcab/manifest.h"
#include "hpcab/rng.h"
#include "hpcab/sizes.h"

HPCAB_BEGIN_DECLS

/** One draw of a kernel's inputs (opaque). */
typedef struct hpcab_draw hpcab_draw;

/**
 * Resolves the symbol of a custom initializer (`init: {function: NAME}`) to its address, e.g.
 * dlsym over the kernel's reference loaded in-process. Returns NULL when there is no such symbol.
 */
typedef void *(*hpcab_draw_resolve_fn)(void *ctx, const char *symbol);

/**
 * Draws the sizes and params of draw `draw_index` of manifest `m` at run precision `precision`
 * (one of the manifest's) for `purpose`, from `seed`; allocates no array memory. The sizes come
 * from hpcab_sizes_draw with `limits` (NULL: the defaults, the footprint counted at the widest
 * precision, so that the sizes do not depend on the run precision), the params from
 * hpcab_params_draw. Also computes every array's dtype, element count and bytes. `m` must outlive
 * the draw. On success *out owns a new draw (free with hpcab_draw_free).
 * Fails with HPCAB_E_INVALID (NULL argument, bad purpose, a precision the manifest lacks),
 * HPCAB_E_CONSTRAINT (no sizes met the constraints), HPCAB_E_RANGE (an array's size overflows),
 * HPCAB_E_NOMEM; the message names the kernel and draw.
 */
HPCAB_API hpcab_status hpcab_draw_new(const hpcab_manifest *m, hpcab_dtype precision,
                                      const uint8_t seed[HPCAB_SEED_BYTES], uint64_t draw_index, hpcab_purpose purpose,
                                      const hpcab_draw_limits *limits, hpcab_draw **out);

/**
 * Like hpcab_draw_new, but with the sizes given (copied from `sizes`, which must be sizes of `m`
 * satisfying its constraints) instead of drawn: the params and every array's contents still come
 * from (seed, draw_index). The timing protocol uses it for the D draws of one timed input, which
 * share their sizes. Fails like hpcab_draw_new, plus HPCAB_E_MISMATCH (sizes of another kernel) and
 * HPCAB_E_CONSTRAINT (the sizes violate a constraint).
 */
HPCAB_API hpcab_status hpcab_draw_new_sized(const hpcab_manifest *m, hpcab_dtype precision,
                                            const uint8_t seed[HPCAB_SEED_BYTES], uint64_t draw_index,
                                            hpcab_purpose purpose, const hpcab_sizes *sizes, hpcab_draw **out);

/** Frees a draw, its arrays and its caches, and wipes its streams (NULL is fine). */
HPCAB_API void hpcab_draw_free(hpcab_draw *d);

/** The manifest the draw was made from. */
HPCAB_API const hpcab_manifest *hpcab_draw_manifest(const hpcab_draw *d);
/** The run precision. */
HPCAB_API hpcab_dtype hpcab_draw_precision(const hpcab_draw *d);
/** The draw index. */
HPCAB_API uint64_t hpcab_draw_index(const hpcab_draw *d);
/** The purpose. */
HPCAB_API hpcab_purpose hpcab_draw_purpose(const hpcab_draw *d);

/** The drawn sizes (owned by the draw), indexed like the manifest's sizes. */
HPCAB_API const hpcab_sizes *hpcab_draw_sizes(const hpcab_draw *d);

/** Number of params (the manifest's). */
HPCAB_API size_t hpcab_draw_param_count(const hpcab_draw *d);
/** Value of param i (manifest order), exact in the param's dtype; 0 when i is out of range. */
HPCAB_API double hpcab_draw_param(const hpcab_draw *d, size_t i);

/** Number of arrays (the manifest's). */
HPCAB_API size_t hpcab_draw_array_count(const hpcab_draw *d);
/** Dtype of array i at the draw's precision (HPCAB_DTYPE_INVALID when i is out of range). */
HPCAB_API hpcab_dtype hpcab_draw_array_dtype(const hpcab_draw *d, size_t i);
/** Number of elements of array i (0 when i is out of range). */
HPCAB_API size_t hpcab_draw_array_elements(const hpcab_draw *d, size_t i);
/** Bytes of array i: elements × dtype size (0 when i is out of range). */
HPCAB_API size_t hpcab_draw_array_bytes(const hpcab_draw *d, size_t i);
/** Intent of array i (HPCAB_INTENT_INVALID when i is out of range). */
HPCAB_API hpcab_intent hpcab_draw_array_intent(const hpcab_draw *d, size_t i);

/**
 * Sets the resolver of custom initializers (resolve NULL removes it). Fails with HPCAB_E_INVALID
 * on a NULL draw.
 */
HPCAB_API hpcab_status hpcab_draw_set_resolver(hpcab_draw *d, hpcab_draw_resolve_fn resolve, void *ctx);

/**
 * Fills array i into `buf` (at least hpcab_draw_array_bytes(d, i) bytes, any alignment the dtype
 * allows; may be NULL when that is 0) on `threads` threads, and remembers `buf` as array i's
 * buffer (see "Fill order"). Out arrays: nothing is written, HPCAB_OK. The contents depend only on
 * the draw (and, for a custom init, on the earlier arrays' buffers).
 * Fails with HPCAB_E_INVALID (NULL draw or buffer, i out of range), HPCAB_E_MISMATCH (spd or
 * diag_dominant on a non-square array, CSR parts whose lengths disagree with rows and NNZ),
 * HPCAB_E_RANGE (a structured init the sizes make impossible: permutation longer than its dtype,
 * index bound < 1, CSR rows denser than its columns), HPCAB_E_NOTFOUND (custom initializer without
 * a resolver, or not resolved), HPCAB_E_STATE (a custom init whose earlier arrays are not filled),
 * HPCAB_E_CONSTRAINT (a custom initializer returned nonzero: it cannot initialize this input),
 * HPCAB_E_NOMEM; the message names the kernel, draw and array.
 */
HPCAB_API hpcab_status hpcab_draw_fill(hpcab_draw *d, size_t i, void *buf, unsigned threads);

/**
 * Allocates every array that has none yet (64-byte aligned, owned by the draw, out arrays left
 * uninitialized), then fills the in/inout arrays in manifest order. Fails like hpcab_draw_fill
 * (the arrays filled so far stay); calling it again refills every array.
 */
HPCAB_API hpcab_status hpcab_draw_fill_all(hpcab_draw *d, unsigned threads);

/** Array i as allocated by hpcab_draw_fill_all (NULL before it, or when i is out of range). */
HPCAB_API void *hpcab_draw_array(const hpcab_draw *d, size_t i);

/**
 * Returns 1 when array i changes in every timing round (hpcab_draw_perturb): every in/inout array of
 * at least one element except those of the zeros init. Returns 0 for zeros, out arrays and empty ones.
 */
HPCAB_API int hpcab_draw_perturbable(const hpcab_draw *d, size_t i);

/**
 * Array i in round `round` of the timing protocol (lib/DESIGN.md §8, hpcab/timing.h) into `buf`: fresh
 * values in every round, reproducible, keeping the property of the array's init, all drawn from the
 * sub-stream ("round", round) of the array's stream (of its matrix's for csr columns):
 *   plain float/complex  the draw's values, each nonzero element times its own factor (hpcab_fill_perturb);
 *   plain integer/bool   drawn afresh by the same rule as the draw's;
 *   index                drawn afresh over [0, expr);
 *   permutation          sigma o p, sigma(x) = (a x + b) mod n a random affine permutation;
 *   spd                  A + G, G symmetric with off-diagonal entries uniform in [-1, 1) and each
 *                        diagonal entry (1 + 2^-8) x its row's sum of |off-diagonal|: positive
 *                        semidefinite (Gershgorin), so A + G keeps A's smallest eigenvalue (>= n);
 *   diag_dominant        drawn afresh (hpcab_fill_diag_dominant): the diagonal re-derived from the
 *                        fresh off-diagonal entries;
 *   csr                  rowptr as drawn; each row's columns c -> (c + s_r) mod cols with a random
 *                        s_r per row, the row rotated so that it stays sorted (a uniformly random
 *                        column set stays one); values perturbed as plain floats;
 *   function             the custom initializer called again with the round's stream (reading the
 *                        earlier arrays' last buffers: stage them for the round first);
 *   zeros, out           as hpcab_draw_fill.
 * Fails like hpcab_draw_fill.
 */
HPCAB_API hpcab_status hpcab_draw_perturb(hpcab_draw *d, size_t i, void *buf, uint64_t round, unsigned threads);

HPCAB_END_DECLS

#endif /* HPCAB_DRAW_H */

/*
 * hpcab/rng.h — seeded, counter-based random inputs: the Philox4x32-10 generator, keyed streams,
 * element-addressable fills of every dtype, the structured initializers (permutation, index, spd,
 * diag_dominant, csr, zeros), the timing perturbation, and the ABI of custom initializers.
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
 * A keyed stream. Functions that produce one set every field, `size` to sizeof(hpcab_stream);
 * functions that take one fail with HPCAB_E_INVALID when `size` is smaller. `position` is the next
 * word of the sequential view (hpcab_stream_random); fills ignore it.
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
 * little-endian length and its bytes, the index as 64-bit little-endian). Fails with
 * HPCAB_E_INVALID on a NULL argument, HPCAB_E_SYSTEM when libsodium cannot initialize.
 */
HPCAB_API hpcab_status hpcab_stream_key(const uint8_t seed[HPCAB_SEED_BYTES], const char *kernel_id,
                                        uint64_t draw_index, const char *array_name,
                                        hpcab_stream *out);

/**
 * Derives an independent sub-stream of `parent` named by (label, n) — e.g. ("perturb", round),
 * ("sizes", 0), ("params", 0) — with BLAKE2b-128 keyed by the parent's key and nonce. `child` may
 * be `parent`. Fails with HPCAB_E_INVALID on a NULL argument or a bad parent size.
 */
HPCAB_API hpcab_status hpcab_stream_derive(const hpcab_stream *parent, const char *label, uint64_t n,
                                           hpcab_stream *child);

/**
 * Fills `out` with a sequential hpcab_random over `s` (its words come from the sequential block
 * region of the stream, starting at s->position, which advances). `s` must outlive `out`; the
 * random is not thread-safe. Fails with HPCAB_E_INVALID on NULL or a bad size.
 */
HPCAB_API hpcab_status hpcab_stream_random(hpcab_stream *s, hpcab_random *out);


/**
 * What a plain fill draws. `size` must be sizeof(hpcab_fill_spec). `lo`, `hi` (finite, lo <= hi)
 * are read only for HPCAB_DOMAIN_INTERVAL.
 */
typedef struct hpcab_fill_spec {
  size_t size;
  hpcab_dist dist;
  hpcab_domain domain;
  double lo, hi;
} hpcab_fill_spec;

/**
 * Fills `n` elements of `dtype` at `buf` from stream `s`; element i depends only on (s, spec, dtype,
 * i). `threads`: 0 = one per online CPU; the result is the same on any count.
 * Floats: the value is computed in double, then rounded to nearest even (f32; f16 and bf16 via
 * f32, i.e. hpcab_f32_to_f16((float)x)); a positive/negative domain never yields ±0 (a value that
 * rounds to zero becomes the smallest subnormal of that sign). Complex: element i takes the real
 * values 2i (real part) and 2i+1 (imaginary part) of the same spec.
 * Integers ignore `dist`: uniform integers in [-100, 100] (signed) or [0, 100] (unsigned); positive
 * [1, 100], nonneg [0, 100], negative [-100, -1] (unsigned: HPCAB_E_INVALID), range: the integers
 * in [ceil(lo), floor(hi)] clipped to the dtype. bool: 0 or 1 with probability 1/2 each.
 * Fails with HPCAB_E_INVALID on a NULL pointer (buf may be NULL when n is 0), a bad size, dist,
 * domain, dtype, a non-finite or empty range; HPCAB_E_RANGE when n is too large for the counter.
 */
HPCAB_API hpcab_status hpcab_fill(const hpcab_stream *s, const hpcab_fill_spec *spec, hpcab_dtype dtype,
                                  void *buf, size_t n, unsigned threads);

/**
 * Multiplies every nonzero finite element of a float or complex array by a fresh factor
 * 1 - h·(1 + u), u uniform in [0, 1) on a 2^-8 grid from stream `s` (element i takes 8 bits of
 * Philox block i / 16, so any element is computable on its own), rounded to the dtype; an element the rounding leaves unchanged moves one ulp toward zero. The
 * step h grows with the dtype's tolerance band (DESIGN.md §7) so that a stale output computed from
 * last round's values is out of tolerance: h = 2^-11 for f64 (and c128 components), 2^-7 for f32
 * (and c64), 2^-4 for f16, 2^-3 for bf16 — at least about 4 × the band's rtol. So every nonzero
 * element changes, keeps its sign (a least subnormal may become zero), and its magnitude shrinks by
 * less than 2h relative plus the dtype's rounding: values stay inside every domain that contains 0
 * or has it as an end (none, positive, nonneg, negative, [lo, hi] with lo <= 0 <= hi). Zeros, Inf
 * and NaN are left as they are.
 * Fails with HPCAB_E_INVALID on NULL or a bad size, HPCAB_E_UNSUPPORTED for integer and bool
 * dtypes (draw them afresh instead).
 */
HPCAB_API hpcab_status hpcab_fill_perturb(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n,
                                          unsigned threads);

/**
 * Fills `n` integers (i32, i64, u32 or u64) with a uniformly random permutation of 0..n-1
 * (Fisher–Yates on the stream's element blocks; sequential). Fails with HPCAB_E_INVALID on NULL or
 * another dtype, HPCAB_E_RANGE when n-1 does not fit the dtype.
 */
HPCAB_API hpcab_status hpcab_fill_permutation(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n);

/**
 * Fills `n` integers of any integer dtype with independent uniform values in [0, m) (element i from
 * its own 64-bit word, as in hpcab_fill, mapped by a 64x64 multiply-high: bias below m/2^64), on
 * `threads` threads with the same result on any count. Fails with HPCAB_E_INVALID on NULL, a
 * non-integer dtype or m == 0, HPCAB_E_RANGE when m-1 does not fit.
 */
HPCAB_API hpcab_status hpcab_fill_index(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n,
                                        uint64_t m, unsigned threads);

/**
 * Fills an n×n row-major symmetric positive definite matrix of a real dtype (f64, f32, f16, bf16):
 * A = B·Bᵀ + n·I with OpenBLAS dsyrk, B's entries k/256, k uniform in [-256, 255]. Every product
 * and partial sum is then exact in double, so the result does not depend on the BLAS, its threads
 * or the machine. Fails with HPCAB_E_INVALID on NULL or a bad dtype, HPCAB_E_RANGE when n is 0 or
 * too large (n·n overflows, or the entries overflow the dtype), HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_fill_spd(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n,
                                      unsigned threads);

/**
 * Fills an n×n row-major strictly row-diagonally-dominant matrix of a real dtype: off-diagonal
 * entries uniform in [-1, 1), each diagonal entry (1 + sum of its row's |off-diagonal|)·(1 + 2^-8),
 * positive (computed from the rounded entries, so dominance holds in the dtype). Fails like
 * hpcab_fill_spd.
 */
HPCAB_API hpcab_status hpcab_fill_diag_dominant(const hpcab_stream *s, hpcab_dtype dtype, void *buf,
                                                size_t n, unsigned threads);

/**
 * Fills a rows×cols CSR matrix with `nnz` entries: rowptr (rows+1 entries of idx_dtype), colidx
 * (nnz entries of idx_dtype: sorted and distinct within each row) and values (nnz entries of
 * val_dtype, filled by hpcab_fill with `values_spec`, NULL meaning uniform [-1, 1)). values may be
 * NULL for a pattern-only matrix (a graph): val_dtype and values_spec are then not used, and rowptr
 * and colidx are the same as with values. Row r gets
 * nnz/rows entries, plus one for r < nnz % rows; its columns are a uniform random subset drawn from
 * the row's own counter region (independent of the other rows). idx_dtype is i32 or i64.
 * Fails with HPCAB_E_INVALID on NULL or bad dtypes, HPCAB_E_RANGE when rows is 0 or 2^40 or more,
 * a row would need more than cols entries, a row would pick more than 2^21 columns (or, when
 * denser than half, leave out more than 2^21), or a count does not fit idx_dtype; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_fill_csr(const hpcab_stream *s, uint64_t rows, uint64_t cols, uint64_t nnz,
                                      hpcab_dtype idx_dtype, void *rowptr, void *colidx,
                                      hpcab_dtype val_dtype, void *values,
                                      const hpcab_fill_spec *values_spec, unsigned threads);

/** Sets `n` elements of `dtype` at `buf` to zero. Fails with HPCAB_E_INVALID on NULL or a bad dtype. */
HPCAB_API hpcab_status hpcab_fill_zeros(hpcab_dtype dtype, void *buf, size_t n);

/**
 * The context a custom initializer (`init: {function: NAME}` in a manifest) receives. `size` is
 * sizeof(hpcab_init_ctx) as the library knows it (an initializer must not read fields past it).
 * Sizes and arrays come in the manifest's order; the array being filled is arrays[target], already
 * allocated with array_counts[target] elements of array_dtypes[target]. Arrays earlier in the
 * manifest's order are already initialized; later ones are not (do not read them). `next_u64(rng)`
 * returns independent uniform 64-bit words from the stream of the array being filled.
 */
typedef struct hpcab_init_ctx {
  size_t size;
  size_t n_sizes;
  const char *const *size_names;
  const int64_t *size_values;
  size_t n_arrays;
  const char *const *array_names;
  void *const *arrays;
  const hpcab_dtype *array_dtypes;
  const size_t *array_counts;
  size_t target;
  uint64_t (*next_u64)(void *rng);
  void *rng;
} hpcab_init_ctx;

/**
 * A custom initializer, exported by a kernel's reference.c under the name the manifest gives:
 *   int NAME(const hpcab_init_ctx *ctx);
 * It fills ctx->arrays[ctx->target] (and nothing else) deterministically from ctx's sizes, the
 * earlier arrays and ctx->next_u64, and returns 0 on success, nonzero to report that it cannot
 * initialize this input (the draw then fails with a message naming the initializer).
 */
typedef int (*hpcab_init_fn)(const hpcab_init_ctx *ctx);

HPCAB_END_DECLS

#endif /* HPCAB_RNG_H */

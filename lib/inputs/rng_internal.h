/*
 * lib/inputs/rng_internal.h — private pieces shared by lib/inputs/rng.c, lib/inputs/fill.c and lib/inputs/fill_struct.c:
 * the batched Philox and the vectorized value kernels (lib/inputs/fill_kernels.c), the counter regions
 * and stream validation.
 */
#ifndef HPCAB_RNG_INTERNAL_H
#define HPCAB_RNG_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hpcab/kernel.h"
#include "hpcab/draw.h"
#include "hpcab/fill.h"
#include "hpcab/rng.h"

/**
 * Philox blocks per batch; a batch yields 2 * HPCAB__BATCH real values. Element i of a fill lies in
 * batch i / 128 (blocks 64·(i / 128) ...); within it, element t < 64 takes the 64-bit word (words
 * 0-1) of block t and element 64 + t the word (words 2-3) of block t, so the value loops run over
 * contiguous lanes with no shuffles.
 */
#define HPCAB__BATCH 64

/** Block regions of a stream's 64-bit block counter (see hpcab/rng.h). */
#define HPCAB__REGION_ELEMENTS_END (UINT64_C(1) << 62)
#define HPCAB__REGION_SEQUENTIAL (UINT64_C(2) << 62)
#define HPCAB__REGION_ROWS (UINT64_C(3) << 62)

/** Kernel selector of hpcab__real_batch: a distribution folded by a sign-only domain. */
typedef enum {
  HPCAB__FOLD_NONE = 0, /**< as drawn */
  HPCAB__FOLD_POS = 1,  /**< > 0 */
  HPCAB__FOLD_NONNEG = 2,
  HPCAB__FOLD_NEG = 3, /**< < 0 */
  HPCAB__FOLD_UNIT = 4 /**< the raw [0, 1) value (uniform) / the value itself (normal, lognormal),
                             for a [lo, hi] mapping done by the caller */
} hpcab__fold;

/**
 * Computes Philox4x32-10 of HPCAB__BATCH consecutive blocks first, first+1, ... of a stream into
 * structure-of-arrays words: w[k][j] is word k of block first + j.
 */
void hpcab__philox_batch(const uint32_t key[2], const uint32_t nonce[2], uint64_t first, uint32_t w[4][HPCAB__BATCH]);

/** hpcab__philox_batch without SIMD intrinsics (what machines without AVX2 run; tests compare). */
void hpcab__philox_batch_portable(const uint32_t key[2], const uint32_t nonce[2], uint64_t first,
                                  uint32_t w[4][HPCAB__BATCH]);

/**
 * Turns one batch of words into 2 * HPCAB__BATCH doubles (element j from words 0-1 of block j,
 * element 64 + j from words 2-3; for normal and lognormal these two are one Box–Muller pair),
 * folded by `fold`. Bitwise identical on every ISA the function is compiled for.
 */
void hpcab__real_batch(hpcab_dist dist, hpcab__fold fold, const uint32_t w[4][HPCAB__BATCH], double *out);

/**
 * hpcab__philox_batch then hpcab__real_batch(HPCAB_DIST_UNIFORM, fold, ...) in one pass (the same
 * bits, without the word arrays): the fast path of uniform f64 fills.
 */
void hpcab__uniform_f64_batch(const uint32_t key[2], const uint32_t nonce[2], uint64_t first, hpcab__fold fold,
                              double *out);

/** Elements per batch of the timing perturbation: 8 random bits each, 16 per Philox block. */
#define HPCAB__PERTURB_BATCH (16 * HPCAB__BATCH)

/**
 * The timing perturbation of one batch (n <= HPCAB__PERTURB_BATCH elements, words w of blocks
 * first / 16 ...): dst[k] = src[k] * (c0 - c1 * u_k) with u_k the element's 16-bit uniform, except
 * zeros, infinities and NaNs, which are copied (u_k: the element's 8-bit uniform, c1 = h / 256). src and dst may be the same. Returns how many
 * finite nonzero elements came out unchanged (subnormals; the caller steps them toward zero).
 * The f16/bf16 variant does that step itself.
 */
size_t hpcab__perturb_f64(const double *src, double *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0,
                          double c1);
size_t hpcab__perturb_f32(const float *src, float *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0,
                          double c1);
/** The same without SIMD intrinsics (what machines without AVX2 run; tests compare the bits). */
size_t hpcab__perturb_f64_portable(const double *src, double *dst, size_t n, const uint32_t w[4][HPCAB__BATCH],
                                   double c0, double c1);
size_t hpcab__perturb_f32_portable(const float *src, float *dst, size_t n, const uint32_t w[4][HPCAB__BATCH], double c0,
                                   double c1);
void hpcab__perturb_half(hpcab_dtype dtype, const uint16_t *src, uint16_t *dst, size_t n,
                         const uint32_t w[4][HPCAB__BATCH], double c0, double c1);

/** The 64-bit word of element k (0 <= k < 2 * HPCAB__BATCH) of a batch. */
static inline uint64_t hpcab__batch_word(const uint32_t w[4][HPCAB__BATCH], size_t k)
{
  return k < HPCAB__BATCH ? ((uint64_t)w[1][k] << 32 | w[0][k])
                          : ((uint64_t)w[3][k - HPCAB__BATCH] << 32 | w[2][k - HPCAB__BATCH]);
}

/** hpcab_fill_perturb reading the values from src (n elements) and writing dst (may be src). */
hpcab_status hpcab__fill_perturb_from(const hpcab_stream *s, hpcab_dtype dtype, const void *src, void *dst, size_t n,
                                      unsigned threads);

/**
 * The timing protocol's refreshes of structured arrays (hpcab_draw_perturb; src and dst may be the
 * same except for the csr columns), each from a round's stream `s`:
 *  - permutation: dst = sigma o src, sigma(x) = (a x + b) mod n with a coprime to n and b drawn
 *    from s: again a permutation of 0..n-1, every value moved (but sigma's fixed points);
 *  - spd: dst = src + G, G symmetric with off-diagonal entries uniform in [-1, 1) and each diagonal
 *    entry (1 + 2^-8) times the sum of its row's |off-diagonal|: G is diagonally dominant, so
 *    positive semidefinite (Gershgorin), and dst keeps src's smallest eigenvalue (n or more for
 *    hpcab_fill_spd) up to the dtype's rounding of each entry;
 *  - csr columns: row r's columns c become (c + s_r) mod cols, s_r uniform in [0, cols) (element r of
 *    s, as hpcab_fill_index draws it), the row rotated so that it stays sorted and distinct (a uniformly
 *    random column set stays one); rowptr (ptr_dtype) is unchanged.
 * Fail with HPCAB_E_INVALID (bad stream, dtype or buffers) or HPCAB_E_NOMEM.
 */
hpcab_status hpcab__refresh_permutation(const hpcab_stream *s, hpcab_dtype dtype, const void *src, void *dst, size_t n,
                                        unsigned threads);
hpcab_status hpcab__refresh_spd(const hpcab_stream *s, hpcab_dtype dtype, const void *src, void *dst, size_t n,
                                unsigned threads);
hpcab_status hpcab__refresh_csr_colidx(const hpcab_stream *s, uint64_t rows, uint64_t cols, hpcab_dtype ptr_dtype,
                                       const void *rowptr, hpcab_dtype idx_dtype, const void *src, void *dst,
                                       unsigned threads);

/** The stream of array i of draw d (what its values and their perturbations are drawn from). */
hpcab_status hpcab__draw_array_stream(const hpcab_draw *d, size_t i, hpcab_stream *out);

/**
 * Array i of draw d in timing round `round` (hpcab_draw_perturb) from its draw values `base` (which
 * may be dst; any buffer for an array whose round values do not read them) into dst, remembered as
 * the array's last buffer (a custom initializer of a later array reads it).
 */
hpcab_status hpcab__draw_refresh(hpcab_draw *d, size_t i, const void *base, void *dst, uint64_t round,
                                 unsigned threads);

/** Returns HPCAB_OK if `s` is a usable stream, else records HPCAB_E_INVALID naming `what`. */
hpcab_status hpcab__stream_check(const hpcab_stream *s, const char *what);

/** Philox of block `block` of stream `s` (counter {lo, hi, nonce0, nonce1}). */
void hpcab__stream_block(const hpcab_stream *s, uint64_t block, uint32_t out[4]);

/** A buffered sequential reader of 64-bit words from consecutive blocks of a stream. */
typedef struct {
  uint32_t key[2], nonce[2];
  uint64_t next_block; /**< first block of the next batch */
  unsigned used;       /**< words of buf already returned */
  uint64_t buf[2 * HPCAB__BATCH];
} hpcab__word_reader;

/** Starts a reader at block `first` of `s`. */
void hpcab__reader_init(hpcab__word_reader *r, const hpcab_stream *s, uint64_t first);

/** Returns the next word of the reader. */
uint64_t hpcab__reader_next(hpcab__word_reader *r);

/** Returns a uniform integer in [0, bound) from the reader (Lemire's method, unbiased; bound > 0). */
uint64_t hpcab__reader_below(hpcab__word_reader *r, uint64_t bound);

/** Element i of a real array (f64, f32, f16, bf16) as a double. */
static inline double hpcab__real_get(hpcab_dtype dtype, const void *buf, size_t i)
{
  switch (dtype) {
  case HPCAB_F64: return ((const double *)buf)[i];
  case HPCAB_F32: return ((const float *)buf)[i];
  case HPCAB_F16: return hpcab_kernel_f16_to_f32(((const uint16_t *)buf)[i]);
  default: return hpcab_kernel_bf16_to_f32(((const uint16_t *)buf)[i]);
  }
}

/** Stores v into element i of a real array, rounding to nearest even (f16 and bf16 through f32). */
static inline void hpcab__real_set(hpcab_dtype dtype, void *buf, size_t i, double v)
{
  switch (dtype) {
  case HPCAB_F64: ((double *)buf)[i] = v; break;
  case HPCAB_F32: ((float *)buf)[i] = (float)v; break;
  case HPCAB_F16: ((uint16_t *)buf)[i] = hpcab_kernel_f32_to_f16((float)v); break;
  default: ((uint16_t *)buf)[i] = hpcab_kernel_f32_to_bf16((float)v); break;
  }
}

/** Returns 1 for f64, f32, f16, bf16 (the dtypes of real arrays). */
static inline bool hpcab__is_real(hpcab_dtype dtype)
{
  return dtype == HPCAB_F64 || dtype == HPCAB_F32 || dtype == HPCAB_F16 || dtype == HPCAB_BF16;
}

/* Edge values for the correctness stage (fill_edges.c): a few elements of a plain float array of n
   become exact zeros, ones, negative ones, ties, the domain's edges and (domain any) subnormals, all
   within `domain` ([lo, hi] for an interval), chosen by the ("edges", 0) sub-stream of s. */
hpcab_status hpcab__fill_edges(const hpcab_stream *s, hpcab_dtype dtype, hpcab_domain domain, double lo, double hi,
                               void *buf, size_t n);
/* Edge values of an index array with values in [0, bound): a few elements set to 0 and to bound - 1. */
hpcab_status hpcab__fill_index_edges(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n, uint64_t bound);

#endif /* HPCAB_RNG_INTERNAL_H */

/*
 * hpcab/fill.h — seeded inputs from a stream (hpcab/rng.h): element-addressable fills of every dtype,
 * the structured initializers (permutation, index, spd, diag_dominant, csr, zeros) and the timing
 * perturbation. The counter layout the fills use is in hpcab/rng.h; custom initializers, in
 * hpcab/init.h.
 */
#ifndef HPCAB_FILL_H
#define HPCAB_FILL_H

#include "hpcab/common.h"
#include "hpcab/dist.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"
#include "hpcab/rng.h"

HPCAB_BEGIN_DECLS

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
HPCAB_API hpcab_status hpcab_fill_array(const hpcab_stream *s, const hpcab_fill_spec *spec, hpcab_dtype dtype,
                                        void *buf, size_t n, unsigned threads);

/**
 * Multiplies every nonzero finite element of a float or complex array by a fresh factor
 * 1 - h·(1 + u), u uniform in [0, 1) on a 2^-8 grid from stream `s` (element i takes 8 bits of
 * Philox block i / 16, so any element is computable on its own), rounded to the dtype; an element the rounding leaves unchanged moves one ulp toward zero. The
 * step h grows with the dtype's tolerance band (lib/DESIGN.md §7) so that a stale output computed from
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
 * its own 64-bit word, as in hpcab_fill_array, mapped by a 64x64 multiply-high: bias below m/2^64), on
 * `threads` threads with the same result on any count. Fails with HPCAB_E_INVALID on NULL, a
 * non-integer dtype or m == 0, HPCAB_E_RANGE when m-1 does not fit.
 */
HPCAB_API hpcab_status hpcab_fill_index(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n, uint64_t m,
                                        unsigned threads);

/**
 * Fills an n×n row-major symmetric positive definite matrix of a real dtype (f64, f32, f16, bf16):
 * A = B·Bᵀ + n·I with OpenBLAS dsyrk, B's entries k/256, k uniform in [-256, 255]. Every product
 * and partial sum is then exact in double, so the result does not depend on the BLAS, its threads
 * or the machine. Fails with HPCAB_E_INVALID on NULL or a bad dtype, HPCAB_E_RANGE when n is 0 or
 * too large (n·n overflows, or the entries overflow the dtype), HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_fill_spd(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n, unsigned threads);

/**
 * Fills an n×n row-major strictly row-diagonally-dominant matrix of a real dtype: off-diagonal
 * entries uniform in [-1, 1), each diagonal entry (1 + sum of its row's |off-diagonal|)·(1 + 2^-8),
 * positive (computed from the rounded entries, so dominance holds in the dtype). Fails like
 * hpcab_fill_spd.
 */
HPCAB_API hpcab_status hpcab_fill_diag_dominant(const hpcab_stream *s, hpcab_dtype dtype, void *buf, size_t n,
                                                unsigned threads);

/**
 * Fills a rows×cols CSR matrix with `nnz` entries: rowptr (rows+1 entries of idx_dtype), colidx
 * (nnz entries of idx_dtype: sorted and distinct within each row) and values (nnz entries of
 * val_dtype, filled by hpcab_fill_array with `values_spec`, NULL meaning uniform [-1, 1)). values may be
 * NULL for a pattern-only matrix (a graph): val_dtype and values_spec are then not used, and rowptr
 * and colidx are the same as with values. Row r gets
 * nnz/rows entries, plus one for r < nnz % rows; its columns are a uniform random subset drawn from
 * the row's own counter region (independent of the other rows). idx_dtype is i32 or i64.
 * Fails with HPCAB_E_INVALID on NULL or bad dtypes, HPCAB_E_RANGE when rows is 0 or 2^40 or more,
 * a row would need more than cols entries, a row would pick more than 2^21 columns (or, when
 * denser than half, leave out more than 2^21), or a count does not fit idx_dtype; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_fill_csr(const hpcab_stream *s, uint64_t rows, uint64_t cols, uint64_t nnz,
                                      hpcab_dtype idx_dtype, void *rowptr, void *colidx, hpcab_dtype val_dtype,
                                      void *values, const hpcab_fill_spec *values_spec, unsigned threads);

/** Sets `n` elements of `dtype` at `buf` to zero. Fails with HPCAB_E_INVALID on NULL or a bad dtype. */
HPCAB_API hpcab_status hpcab_fill_zeros(hpcab_dtype dtype, void *buf, size_t n);

HPCAB_END_DECLS

#endif /* HPCAB_FILL_H */

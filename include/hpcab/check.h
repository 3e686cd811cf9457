/*
 * hpcab/check.h — all-or-nothing correctness of a candidate's outputs (lib/DESIGN.md §7).
 *
 * Floats pass elementwise when |x - r| <= atol + rtol*|r|, with the band of the run precision:
 *
 *     precision   rtol    atol (band)   eps_acc (accumulation)
 *     f64         1e-9    1e-11         2^-52
 *     f32         1e-3    1e-5          2^-23
 *     f16         1e-2    1e-3          2^-23 (accumulates in f32)
 *     bf16        3e-2    1e-2          2^-23 (accumulates in f32)
 *
 * and the √ℓ rule for an output whose elements each sum ℓ terms:
 *     atol = max(atol_band, eps_acc * sqrt(ℓ) * max|r|)      (max over the finite elements of r).
 * NaN positions must match, Inf positions and signs must match, -0.0 equals 0.0, complex values are
 * compared componentwise (an element fails when either component does). Integers and booleans must
 * be equal. The comparison is evaluated in double precision whatever the storage type.
 *
 * The checks read each array once from memory, allocate nothing array-sized, and split large arrays
 * over threads in fixed chunks combined in chunk order, so every result is independent of the thread
 * count. One exception: when the √ℓ rule raises atol above the band (judged from a sample of the
 * reference, or found at the end of the pass), max|r| must be known first and costs one more read of
 * the reference, unless the caller supplies it (spec.ref_absmax).
 */
#ifndef HPCAB_CHECK_H
#define HPCAB_CHECK_H

#include "hpcab/common.h"
#include "hpcab/dtype.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Most dimensions a check reports a multi-dimensional index for. */
#define HPCAB_CHECK_MAX_NDIM 64

/** What to compare. Zero-initialize, set `size = sizeof(hpcab_check_spec)` and the fields needed. */
typedef struct hpcab_check_spec {
  size_t size;
  hpcab_dtype dtype;        /**< element type of both arrays (how elements are read) */
  hpcab_dtype precision;    /**< run precision f64/f32/f16/bf16: picks the band; 0 = from dtype
                              (c128 → f64, c64 → f32); ignored for integer and bool arrays */
  int ndim;                 /**< number of dimensions, 0 to HPCAB_CHECK_MAX_NDIM (0: a scalar) */
  const int64_t *shape;     /**< ndim extents (C order), each >= 0 */
  int64_t accumulate;       /**< ℓ, the number of terms summed into each element; 0 counts as 1 */
  unsigned threads;         /**< threads to use; 0 = one per online CPU */
  const double *ref_absmax; /**< optional: max|ref| over finite elements (hpcab_check_ref_absmax);
                                 saves a read of ref when the √ℓ rule raises atol */
} hpcab_check_spec;

/** Outcome of hpcab_check_arrays. The caller sets `size = sizeof(hpcab_check_report)`. */
typedef struct hpcab_check_report {
  size_t size;
  int passed;                                      /**< 1 when every element is within tolerance, else 0 */
  int ndim;                                        /**< copied from the spec */
  int64_t n_elements;                              /**< number of elements compared */
  int64_t n_failed;                                /**< number of elements out of tolerance */
  int64_t worst_index;                             /**< flat C-order index of the worst element (largest ratio, first on
                              ties); -1 for an empty array */
  int64_t worst_multi_index[HPCAB_CHECK_MAX_NDIM]; /**< the same index per dimension */
  int worst_component;                             /**< complex: 0 real part, 1 imaginary part; otherwise 0 */
  double got;                                      /**< the worst element's value (complex: its worst component) */
  double expected;                                 /**< the reference value there */
  double allowed;     /**< the allowed difference there: atol + rtol*|expected| (0 for integers) */
  double worst_ratio; /**< |got - expected| / allowed there; +Inf for NaN/Inf mismatches and
                              unequal integers; 0 when all match exactly */
  double rtol;        /**< the band's rtol (0 for integers) */
  double atol;        /**< the atol used: band atol raised by the √ℓ rule (0 for integers) */
} hpcab_check_report;

/**
 * Gets the band of run precision `precision` (f64, f32, f16, bf16): *rtol, *atol (band atol, before
 * the √ℓ rule) and *eps_acc (machine epsilon of the accumulation precision); any pointer may be NULL.
 * Fails with HPCAB_E_INVALID for another dtype.
 */
HPCAB_API hpcab_status hpcab_check_band(hpcab_dtype precision, double *rtol, double *atol, double *eps_acc);

/**
 * Computes *out = max|ref| over the finite elements of `ref` (complex: over components; integers:
 * as doubles; 0 when there is none), for spec->ref_absmax. Fails with HPCAB_E_INVALID on a bad spec.
 */
HPCAB_API hpcab_status hpcab_check_ref_absmax(const hpcab_check_spec *spec, const void *ref, double *out);

/**
 * Compares `got` with `ref` (both laid out as spec describes) and fills *report. A failing comparison
 * is not an error: the call returns HPCAB_OK with report->passed = 0. Fails with HPCAB_E_INVALID on a
 * bad spec (size, dtype, precision, ndim, negative extent, accumulate < 0, NULL array for a non-empty
 * shape, report->size too small) and HPCAB_E_NOMEM when the element count overflows.
 */
HPCAB_API hpcab_status hpcab_check_arrays(const hpcab_check_spec *spec, const void *ref, const void *got,
                                          hpcab_check_report *report);

/**
 * Writes a one-line summary of `report` for the output named `name` into buf (cap bytes, always
 * NUL-terminated when cap > 0), e.g.
 *   "output C: 3 of 4096 elements differ; worst C[12, 7]: got 1.25, expected 1.5, allowed 1.5e-09 (ratio 1.6e+08)"
 *   "output C: all 4096 elements within tolerance; worst C[3, 1]: got 2.0000000001, expected 2, allowed 2.01e-09 (ratio 0.05)"
 *   "output C: all 4096 elements match exactly"
 * A complex worst element adds " (imaginary part)" after its index when that component is the worst.
 * got and expected are printed in the shortest form that reads back as the same double, the allowed
 * difference and the ratio with three and two significant digits. Returns the length of the full
 * line (as snprintf does).
 */
HPCAB_API int hpcab_check_report_format(const hpcab_check_report *report, const char *name, char *buf, size_t cap);

/**
 * Run-to-run determinism of one binary: *ratio = max|x1 - x2| / (eps * sqrt(ℓ) * max|x1|), with eps
 * the machine epsilon of the run precision's storage (f64 2^-52, f32 2^-23, f16 2^-10, bf16 2^-7) and
 * the maxima over finite elements; 0 when the arrays are equal (NaN matching NaN), +Inf when NaN or
 * Inf positions differ, integers differ, or max|x1| is 0 while x2 differs. *passed = (*ratio < 30).
 * Uses spec's dtype, precision, shape, accumulate and threads. Fails like hpcab_check_arrays.
 */
HPCAB_API hpcab_status hpcab_check_determinism(const hpcab_check_spec *spec, const void *x1, const void *x2,
                                               double *ratio, int *passed);

/**
 * Bitwise comparison of an input `a` with its saved copy `b` (`bytes` long): *first_index = -1 when
 * they are identical, else the index of the first element (of `elem_size` bytes) that differs.
 * Fails with HPCAB_E_INVALID for NULL pointers (with bytes > 0) or elem_size 0.
 */
HPCAB_API hpcab_status hpcab_check_unchanged(const void *a, const void *b, size_t bytes, size_t elem_size,
                                             int64_t *first_index);

HPCAB_END_DECLS

#endif /* HPCAB_CHECK_H */

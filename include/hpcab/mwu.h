/*
 * hpcab/mwu.h — the Mann–Whitney U test with scipy.stats.mannwhitneyu's semantics (scipy 1.17; validated
 * against it: tests/data/gen_stats.py writes the vectors).
 *
 * Exact null distribution (method exact): the counts of U are the
 * coefficients of the Gaussian binomial [m+n choose m]_q = prod_{i=1..m} (1 - q^(n+i)) / (1 - q^i),
 * m = min(n1, n2), built one factor at a time and truncated at the degree the p-value needs. The
 * counts are exact unsigned integers — 64-bit while binom(n+i, i) fits, then 128-bit (an
 * intermediate product may wrap modulo 2^64 / 2^128; every finished factor is exact) — and the
 * cumulative count is exact too, divided once by the total. From the first factor whose total would
 * overflow 128 bits (about 65 x 65 for equal sizes) the counts continue in double, rescaled to
 * probabilities whenever their total passes 1e250 so nothing overflows or turns NaN, and the tail is
 * summed in long double. Against exact rational arithmetic the p-values agree to a relative 1e-13 up
 * to 200 x 200 (tests/python/test_mwu_tool.py); 100 x 100 takes about 0.4 ms
 * (tests/perf/bench_mwu.c). The exact method is refused (HPCAB_E_RANGE) when min(n1, n2) * (the
 * degree needed) exceeds 2^31 (seconds of work) or the degree needed reaches 2^22 (128 MiB).
 */
#ifndef HPCAB_MWU_H
#define HPCAB_MWU_H

#include <stdbool.h>

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Alternative hypothesis of a test about the first sample x against the second y. */
typedef enum hpcab_alternative {
  HPCAB_TWO_SIDED = 0, /**< the distributions differ */
  HPCAB_LESS = 1,      /**< x is stochastically less than y */
  HPCAB_GREATER = 2    /**< x is stochastically greater than y */
} hpcab_alternative;

/** How hpcab_mwu_test forms the p-value. */
typedef enum hpcab_mwu_method {
  HPCAB_MWU_AUTO = 0,      /**< exact when min(n1, n2) <= 8 and there are no ties, else asymptotic */
  HPCAB_MWU_EXACT = 1,     /**< the exact null distribution of U (not corrected for ties) */
  HPCAB_MWU_ASYMPTOTIC = 2 /**< normal approximation with the tie-corrected variance */
} hpcab_mwu_method;

/** Returns "two-sided", "less" or "greater" ("?" for other values). */
HPCAB_API const char *hpcab_alternative_name(hpcab_alternative alt);

/** Returns "auto", "exact" or "asymptotic" ("?" for other values). */
HPCAB_API const char *hpcab_mwu_method_name(hpcab_mwu_method method);

/** Result of hpcab_mwu_test. Set `size = sizeof(hpcab_mwu_result)` before the call. */
typedef struct hpcab_mwu_result {
  size_t size;
  double u1;               /**< U of the first sample: R1 - n1 (n1 + 1) / 2, average ranks for ties */
  double p;                /**< p-value for the alternative, clipped to [0, 1] */
  hpcab_mwu_method method; /**< the method used (never AUTO) */
  bool ties;               /**< whether any value occurs more than once in x and y together */
} hpcab_mwu_result;

/**
 * Mann–Whitney U test of x[0..nx) against y[0..ny), as scipy.stats.mannwhitneyu(x, y,
 * use_continuity, alternative, method=...) of scipy 1.17: average ranks for ties; U = U1 for
 * greater, U2 = nx*ny - U1 for less, max(U1, U2) for two-sided (p doubled); exact p = P(U' >= U)
 * with U truncated to an integer, not corrected for ties; asymptotic p = Phi(-z), z = (U - nx*ny/2
 * - 0.5 [continuity]) / sigma with the tie-corrected sigma (NaN p when every value is tied and
 * continuity is off, as in scipy). `continuity` only affects the asymptotic method. Infinite
 * values are allowed. Fails with HPCAB_E_INVALID for NULL pointers, an empty sample, a NaN value,
 * bad enums or a result whose size is too small; HPCAB_E_RANGE when the exact method would take
 * too long (see the file comment) or nx * ny exceeds 2^53; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_mwu_test(const double *x, size_t nx, const double *y, size_t ny,
                                      hpcab_alternative alternative, hpcab_mwu_method method, bool continuity,
                                      hpcab_mwu_result *out);

HPCAB_END_DECLS

#endif /* HPCAB_MWU_H */

/*
 * hpcab/stats.h — statistics over kernels: geometric means with log-t intervals, one-sample t-tests,
 * Benjamini–Hochberg q-values and the exact McNemar test. The judge's other statistics have headers
 * of their own: hpcab/probability.h, hpcab/mwu.h, hpcab/credit.h, hpcab/efficacy.h.
 *
 * Every numeric routine is written here and validated against scipy 1.17 (tests/data/gen_stats.py
 * writes the vectors; the C tests need no Python). Distribution functions are pure: they return NaN
 * for NaN or invalid arguments, as libm does, and never fail. Functions that can fail return an
 * hpcab_status and leave a message in hpcab_last_error().
 *
 */
#ifndef HPCAB_STATS_H
#define HPCAB_STATS_H

#include <stdbool.h>

#include "hpcab/common.h"
#include "hpcab/error.h"
#include "hpcab/mwu.h"

HPCAB_BEGIN_DECLS

/* ---------------------------------------------------------------------------------------------- */
/* Geometric means, t-tests, multiple comparisons                                                  */

/** Result of hpcab_geomean_ci. Set `size = sizeof(hpcab_geomean_result)` before the call. */
typedef struct hpcab_geomean_result {
  size_t size;
  size_t n;        /**< number of values */
  double geomean;  /**< exp(mean(log x)) */
  double lo, hi;   /**< exp(mean -/+ t_{(1+confidence)/2, n-1} * sd / sqrt(n)); NaN when n = 1 */
  double log_mean; /**< mean of log x */
  double log_sd;   /**< sample standard deviation of log x (ddof 1; NaN when n = 1) */
} hpcab_geomean_result;

/**
 * Geometric mean of x[0..n) with its log-t interval at `confidence` (e.g. 0.95): the t interval of
 * the mean of log x, as scipy.stats.t.interval(confidence, n - 1, mean, sem), exponentiated. When
 * every value is equal the interval is [geomean, geomean]. Fails with HPCAB_E_INVALID for a NULL
 * pointer, n = 0, a value that is not finite and positive, confidence outside (0, 1) or a small
 * result size.
 */
HPCAB_API hpcab_status hpcab_geomean_ci(const double *x, size_t n, double confidence, hpcab_geomean_result *out);

/** Result of hpcab_ttest_1samp. Set `size = sizeof(hpcab_ttest_result)` before the call. */
typedef struct hpcab_ttest_result {
  size_t size;
  double t;  /**< (mean - mu) / (sd / sqrt(n)) */
  double df; /**< n - 1 */
  double p;  /**< p-value for the alternative */
} hpcab_ttest_result;

/**
 * One-sample t-test that the mean of x[0..n) equals mu, as scipy.stats.ttest_1samp. When the sample
 * standard deviation is 0, t is +-inf and p is 0 if the mean differs from mu, and t = 0, p = 1 when it
 * equals mu (scipy gives NaN there). Fails with HPCAB_E_INVALID for a NULL pointer, n < 2, a value
 * that is not finite, a bad alternative or a small result size.
 */
HPCAB_API hpcab_status hpcab_ttest_1samp(const double *x, size_t n, double mu, hpcab_alternative alternative,
                                         hpcab_ttest_result *out);

/**
 * Benjamini–Hochberg adjusted p-values (q-values) of p[0..n) into q[0..n) (same order; q may equal
 * p), as scipy.stats.false_discovery_control(p, method='bh'): q_(i) = min_{j >= i} p_(j) * n / j,
 * clipped to [0, 1]. Fails with HPCAB_E_INVALID for NULL pointers or a p outside [0, 1] (or NaN);
 * HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_bh_adjust(const double *p, size_t n, double *q);

/**
 * Exact two-sided McNemar p-value from the discordant counts b (first only) and c (second only):
 * min(1, 2 * P(Binomial(b + c, 1/2) <= min(b, c))); 1 when b + c = 0. Never fails. Relative error
 * about 1e-14 while min(b, c) <= 100000; beyond, log binom(b + c, min(b, c)) comes from lgammal and
 * the error grows about like (b + c) * 1e-19 (and past b + c ~ 1e14 the sum is cut after 4e7 terms).
 */
HPCAB_API double hpcab_mcnemar_exact(uint64_t b, uint64_t c);

HPCAB_END_DECLS

#endif /* HPCAB_STATS_H */

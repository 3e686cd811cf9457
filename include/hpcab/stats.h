/*
 * hpcab/stats.h — the statistics of the judge: the Mann–Whitney U test (scipy semantics), the
 * crediting rule of DESIGN.md §8, geometric means with log-t intervals, Benjamini–Hochberg q-values,
 * the normal and Student-t distributions, one-sample t-tests, the exact McNemar test and the
 * efficacy of an intervention over paired per-kernel results.
 *
 * Every numeric routine is written here and validated against scipy 1.17 (tests/data/gen_stats.py
 * writes the vectors; the C tests need no Python). Distribution functions are pure: they return NaN
 * for NaN or invalid arguments, as libm does, and never fail. Functions that can fail return an
 * hpcab_status and leave a message in hpcab_last_error().
 *
 * Mann–Whitney exact null distribution (hpcab_mwu, method exact): the counts of U are the
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
#ifndef HPCAB_STATS_H
#define HPCAB_STATS_H

#include <stdbool.h>

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/* ---------------------------------------------------------------------------------------------- */
/* Distributions                                                                                   */

/** Standard normal CDF Phi(x), accurate to a relative 1e-13 also deep in the lower tail. */
HPCAB_API double hpcab_norm_cdf(double x);

/** Standard normal quantile: x with Phi(x) = p; -inf at 0, +inf at 1, NaN outside [0, 1]. */
HPCAB_API double hpcab_norm_quantile(double p);

/**
 * Student-t CDF with `df` > 0 degrees of freedom (df may be fractional; above 1e18, +inf included,
 * it is the normal). Relative error below 1e-12 against scipy.stats.t.cdf for df up to 1e15, also
 * in the tails. About 1 us a call; above df = 2e6 the continued fraction runs in quadruple precision
 * (about 50 us). NaN when df <= 0 or NaN.
 */
HPCAB_API double hpcab_t_cdf(double t, double df);

/**
 * Student-t quantile: t with hpcab_t_cdf(t, df) = p; -inf at p = 0, +inf at p = 1, NaN when p is
 * outside [0, 1] or df <= 0. Relative error below 1e-12 against scipy.stats.t.ppf for df up to
 * 1e13 and p down to 1e-100 (in the far tails scipy's own ppf loses accuracy; ours inverts the CDF).
 */
HPCAB_API double hpcab_t_quantile(double p, double df);

/* ---------------------------------------------------------------------------------------------- */
/* Mann–Whitney U                                                                                  */

/** Alternative hypothesis of a test about the first sample x against the second y. */
typedef enum hpcab_alternative {
  HPCAB_TWO_SIDED = 0, /**< the distributions differ */
  HPCAB_LESS = 1,      /**< x is stochastically less than y */
  HPCAB_GREATER = 2    /**< x is stochastically greater than y */
} hpcab_alternative;

/** How hpcab_mwu forms the p-value. */
typedef enum hpcab_mwu_method {
  HPCAB_MWU_AUTO = 0,      /**< exact when min(n1, n2) <= 8 and there are no ties, else asymptotic */
  HPCAB_MWU_EXACT = 1,     /**< the exact null distribution of U (not corrected for ties) */
  HPCAB_MWU_ASYMPTOTIC = 2 /**< normal approximation with the tie-corrected variance */
} hpcab_mwu_method;

/** Returns "two-sided", "less" or "greater" ("?" for other values). */
HPCAB_API const char *hpcab_alternative_name(hpcab_alternative alt);

/** Returns "auto", "exact" or "asymptotic" ("?" for other values). */
HPCAB_API const char *hpcab_mwu_method_name(hpcab_mwu_method method);

/** Result of hpcab_mwu. Set `size = sizeof(hpcab_mwu_result)` before the call. */
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
HPCAB_API hpcab_status hpcab_mwu(const double *x, size_t nx, const double *y, size_t ny,
                                 hpcab_alternative alternative, hpcab_mwu_method method,
                                 bool continuity, hpcab_mwu_result *out);

/* ---------------------------------------------------------------------------------------------- */
/* Crediting (DESIGN.md §8)                                                                        */

/** Result of hpcab_credit. Set `size = sizeof(hpcab_credit_result)` before the call. */
typedef struct hpcab_credit_result {
  size_t size;
  double median_ref;   /**< median of the reference times */
  double median_cand;  /**< median of the candidate times */
  double ratio;        /**< median_ref / median_cand: > 1 means the candidate is faster */
  hpcab_alternative direction; /**< LESS: candidate tested as faster; GREATER: as slower; TWO_SIDED:
                                    equal medians, nothing tested (p = 1) */
  double p;            /**< one-sided Mann–Whitney p of candidate vs reference in `direction` */
  double credited;     /**< ratio when p < alpha, else 1.0 */
  bool confirmed;      /**< p < alpha */
  hpcab_mwu_method method; /**< the Mann–Whitney method used (auto rule); AUTO when nothing was tested */
} hpcab_credit_result;

/**
 * The crediting rule of DESIGN.md §8 for one input: from raw times in ns of the reference
 * (ref[0..nref)) and the candidate (cand[0..ncand)) takes the medians; when the candidate median is
 * lower, tests candidate times "less" than reference times (one-sided Mann–Whitney, method auto,
 * continuity on), when higher tests "greater"; credits median_ref / median_cand if p < alpha,
 * else 1. Fails with HPCAB_E_INVALID for NULL pointers, empty samples, a time that is not finite
 * and positive, alpha outside (0, 1) or a result whose size is too small.
 */
HPCAB_API hpcab_status hpcab_credit(const double *ref, size_t nref, const double *cand,
                                    size_t ncand, double alpha, hpcab_credit_result *out);

/** The default significance level of crediting (DESIGN.md §8). */
#define HPCAB_CREDIT_ALPHA 0.1

/**
 * The judge's default resolution: a speedup or slowdown is confirmed only beyond 1 %. Two worker
 * processes running identical code on one machine differ systematically by a few tenths of a
 * percent (address-space layout, the physical pages of their code and stacks); with thousands of
 * calls per side the Mann–Whitney test confirms differences that small, which then say nothing
 * about the code. `hpcab-judge calibrate` measures whether this margin is enough on a machine.
 */
#define HPCAB_CREDIT_MIN_EFFECT 0.01

/** Parameters of hpcab_credit_compute. Zero-initialize and set `size`. */
typedef struct hpcab_credit_params {
  size_t size;       /**< sizeof(hpcab_credit_params) */
  double alpha;      /**< significance level; 0: HPCAB_CREDIT_ALPHA */
  double min_effect; /**< relative margin delta in [0, 1): a speedup is confirmed only when the
                          candidate's times are less than the reference's divided by (1 + delta), a
                          slowdown only when greater than the reference's times (1 + delta); 0: none */
} hpcab_credit_params;

/**
 * hpcab_credit with a margin: the same medians, direction and credited ratio, but the one-sided
 * Mann–Whitney test compares the candidate's times with the reference's moved by the margin toward
 * them (see hpcab_credit_params), so `confirmed` means "faster (slower) by more than min_effect" at
 * level alpha. Fails as hpcab_credit does, and with HPCAB_E_INVALID for min_effect outside [0, 1)
 * or a params size too small (params may be NULL: alpha 0.1, no margin).
 */
HPCAB_API hpcab_status hpcab_credit_compute(const double *ref, size_t nref, const double *cand, size_t ncand,
                                            const hpcab_credit_params *params, hpcab_credit_result *out);

/** Result of hpcab_overhead_check. Set `size = sizeof(hpcab_overhead_result)` before the call. */
typedef struct hpcab_overhead_result {
  size_t size;
  double overhead_ref;  /**< median empty round trip of the reference's worker (ns) */
  double overhead_cand; /**< the same of the candidate's worker (reported; the rule does not use it) */
  double margin;        /**< what a side's median must clear above overhead_ref (ns) */
  double net_ref;       /**< median reference time minus overhead_ref */
  double net_cand;      /**< median candidate time minus overhead_ref */
  bool resolved;        /**< both net times are at least margin */
} hpcab_overhead_result;

/**
 * The resolution margin: this many interquartile ranges of the overhead, or this fraction of it. The
 * fraction is wide because a call of a kernel that does nothing still costs a little more than a
 * ping (about 7 % here: its first touches of its arrays after the judge's work between calls).
 */
#define HPCAB_OVERHEAD_IQRS 3.0
#define HPCAB_OVERHEAD_FRACTION 0.15

/**
 * Whether one input's timed calls resolve above the call overhead every sample contains (DESIGN.md
 * §8): from the raw times of both sides and the empty round trips (pings) of both workers, takes
 * overhead = median of the reference's pings and margin = max(HPCAB_OVERHEAD_IQRS x their
 * interquartile range, HPCAB_OVERHEAD_FRACTION x overhead); resolved when each side's median exceeds
 * overhead + margin. An unresolved input measured nothing but the round trip: a judge credits it 1,
 * never a speedup or a slowdown. The reference's worker sets the overhead because the candidate's
 * can inflate its own. Fails with HPCAB_E_INVALID for NULL pointers, empty samples, a value that is
 * not finite and positive, or a small result size; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_overhead_check(const double *ref, size_t nref, const double *cand, size_t ncand,
                                            const double *ping_ref, const double *ping_cand, size_t nping,
                                            hpcab_overhead_result *out);

/* ---------------------------------------------------------------------------------------------- */
/* Geometric means, t-tests, multiple comparisons                                                  */

/** Result of hpcab_geomean_ci. Set `size = sizeof(hpcab_geomean_result)` before the call. */
typedef struct hpcab_geomean_result {
  size_t size;
  size_t n;         /**< number of values */
  double geomean;   /**< exp(mean(log x)) */
  double lo, hi;    /**< exp(mean -/+ t_{(1+confidence)/2, n-1} * sd / sqrt(n)); NaN when n = 1 */
  double log_mean;  /**< mean of log x */
  double log_sd;    /**< sample standard deviation of log x (ddof 1; NaN when n = 1) */
} hpcab_geomean_result;

/**
 * Geometric mean of x[0..n) with its log-t interval at `confidence` (e.g. 0.95): the t interval of
 * the mean of log x, as scipy.stats.t.interval(confidence, n - 1, mean, sem), exponentiated. When
 * every value is equal the interval is [geomean, geomean]. Fails with HPCAB_E_INVALID for a NULL
 * pointer, n = 0, a value that is not finite and positive, confidence outside (0, 1) or a small
 * result size.
 */
HPCAB_API hpcab_status hpcab_geomean_ci(const double *x, size_t n, double confidence,
                                        hpcab_geomean_result *out);

/** Result of hpcab_ttest_1samp. Set `size = sizeof(hpcab_ttest_result)` before the call. */
typedef struct hpcab_ttest_result {
  size_t size;
  double t;   /**< (mean - mu) / (sd / sqrt(n)) */
  double df;  /**< n - 1 */
  double p;   /**< p-value for the alternative */
} hpcab_ttest_result;

/**
 * One-sample t-test that the mean of x[0..n) equals mu, as scipy.stats.ttest_1samp. When the sample
 * standard deviation is 0, t is +-inf and p is 0 if the mean differs from mu, and t = 0, p = 1 when it
 * equals mu (scipy gives NaN there). Fails with HPCAB_E_INVALID for a NULL pointer, n < 2, a value
 * that is not finite, a bad alternative or a small result size.
 */
HPCAB_API hpcab_status hpcab_ttest_1samp(const double *x, size_t n, double mu,
                                         hpcab_alternative alternative, hpcab_ttest_result *out);

/**
 * Benjamini–Hochberg adjusted p-values (q-values) of p[0..n) into q[0..n) (same order; q may equal
 * p), as scipy.stats.false_discovery_control(p, method='bh'): q_(i) = min_{j >= i} p_(j) * n / j,
 * clipped to [0, 1]. Fails with HPCAB_E_INVALID for NULL pointers or a p outside [0, 1] (or NaN);
 * HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_bh(const double *p, size_t n, double *q);

/**
 * Exact two-sided McNemar p-value from the discordant counts b (first only) and c (second only):
 * min(1, 2 * P(Binomial(b + c, 1/2) <= min(b, c))); 1 when b + c = 0. Never fails. Relative error
 * about 1e-14 while min(b, c) <= 100000; beyond, log binom(b + c, min(b, c)) comes from lgammal and
 * the error grows about like (b + c) * 1e-19 (and past b + c ~ 1e14 the sum is cut after 4e7 terms).
 */
HPCAB_API double hpcab_mcnemar_exact(uint64_t b, uint64_t c);

/* ---------------------------------------------------------------------------------------------- */
/* Efficacy of an intervention                                                                     */

/**
 * One kernel's result in one arm of a comparison. Arrays of rows are read with a stride of the first
 * row's `size` (set every `size = sizeof(hpcab_kernel_outcome)`), so the struct can grow.
 */
typedef struct hpcab_kernel_outcome {
  size_t size;
  bool solved;          /**< the kernel was graded correct */
  double speedup;       /**< its credited speedup S_i (used only when solved; finite, > 0) */
  double input_tokens;  /**< tokens spent: uncached input, cached input, output (finite, >= 0) */
  double cached_tokens;
  double output_tokens;
} hpcab_kernel_outcome;

/** An estimate with its interval and p-value (a part of hpcab_efficacy_result). */
typedef struct hpcab_estimate {
  size_t n;         /**< number of kernels it is computed over */
  double value;     /**< geometric mean of the per-kernel ratios (NaN when n = 0) */
  double lo, hi;    /**< log-t interval (NaN when n < 2) */
  double p;         /**< two-sided one-sample t-test of the log ratios against 0 (NaN when n < 2) */
} hpcab_estimate;

/** Result of hpcab_efficacy. Set `size = sizeof(hpcab_efficacy_result)` before the call. */
typedef struct hpcab_efficacy_result {
  size_t size;
  size_t kernels;          /**< number of paired kernels */
  hpcab_estimate rho_s;    /**< speedup: treatment / control over kernels solved in both arms */
  hpcab_estimate rho_c;    /**< cost: control / treatment weighted tokens, kernels with both costs > 0 */
  size_t solved_control;   /**< kernels solved in the control arm */
  size_t solved_treatment; /**< kernels solved in the treatment arm */
  size_t only_control;     /**< solved by control only (McNemar b) */
  size_t only_treatment;   /**< solved by treatment only (McNemar c) */
  double solved_p;         /**< exact McNemar p of the change in solved count */
} hpcab_efficacy_result;

/**
 * Efficacy of a treatment over a control, kernels paired by index (control[i] and treatment[i] are
 * the same kernel). rho_S: geometric mean of speedup_treatment / speedup_control over kernels solved
 * in both arms, with a log-t interval at `confidence` and a paired p-value (one-sample t-test of the
 * log ratios). rho_C: the same over cost_control / cost_treatment, cost = w[0] * input + w[1] * cached
 * + w[2] * output (weights NULL: 1, 0.1, 1), over kernels whose both costs are positive. Solved:
 * counts and the exact McNemar p. Fails with HPCAB_E_INVALID for NULL pointers, a row size below
 * sizeof(hpcab_kernel_outcome) of version 0, a bad value (speedup not finite and positive in a solved
 * row, negative or non-finite tokens or weights), confidence outside (0, 1) or a small result size.
 */
HPCAB_API hpcab_status hpcab_efficacy(const hpcab_kernel_outcome *control,
                                      const hpcab_kernel_outcome *treatment, size_t n,
                                      const double weights[3], double confidence,
                                      hpcab_efficacy_result *out);

HPCAB_END_DECLS

#endif /* HPCAB_STATS_H */

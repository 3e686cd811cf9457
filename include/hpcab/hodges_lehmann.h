/*
 * hpcab/hodges_lehmann.h — the Hodges–Lehmann estimate of a shift between two samples, with the
 * distribution-free confidence interval that inverts the Mann–Whitney test (hpcab/mwu.h).
 *
 * For samples x[0..nx) and y[0..ny) let D be the N = nx * ny differences x_i - y_j, sorted, and
 * D_(1) <= ... <= D_(N) their order statistics. The estimate is the median of D (the mean of the two
 * middle values when N is even, as numpy.median). The interval at `confidence` c is
 * [D_(C), D_(N+1-C)] with Hollander & Wolfe's large-sample
 *
 *     C = floor(N/2 - z * sigma),  z = Phi^-1((1 + c) / 2),
 *     sigma^2 = nx ny / 12 * ((nx + ny + 1) - sum(t^3 - t) / ((nx + ny)(nx + ny - 1)))
 *
 * (sigma the standard deviation of the Mann–Whitney U under the null, corrected for ties: t runs
 * over the sizes of the groups of equal values in x and y together), C clamped to [1, floor((N+1)/2)].
 * The interval is the set of shifts the two-sided test at level 1 - c does not reject, in the
 * normal approximation the judge's Mann–Whitney test uses for ten or more calls per side.
 *
 * The order statistics come from a selection in the sorted nx-by-ny matrix of differences (expected
 * O((nx + ny) log N) time, O(nx + ny) memory): 100000 calls per side take milliseconds, never the
 * 10^10 differences. Validated against numpy (tests/data/gen_hl.py writes the vectors).
 */
#ifndef HPCAB_HODGES_LEHMANN_H
#define HPCAB_HODGES_LEHMANN_H

#include <stdint.h>

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Result of hpcab_hl_shift and hpcab_hl_ratio. Set `size = sizeof(hpcab_hl_result)` before the call. */
typedef struct hpcab_hl_result {
  size_t size;
  double estimate;   /**< the Hodges–Lehmann estimate (shift; ratio: exp of the shift of the logs) */
  double lo, hi;     /**< the confidence interval (ratio: exponentiated) */
  double confidence; /**< the confidence asked for */
  uint64_t pairs;    /**< N = nx * ny */
  uint64_t c;        /**< C: the interval is [D_(C), D_(N+1-C)], 1-based order statistics */
} hpcab_hl_result;

/**
 * Hodges–Lehmann estimate of the shift x - y and its confidence interval at `confidence` (e.g. 0.95),
 * as the file comment defines them. Fails with HPCAB_E_INVALID for NULL pointers, an empty sample, a
 * value that is not finite, confidence outside (0, 1) or a result size too small; HPCAB_E_RANGE when
 * nx * ny exceeds 2^53; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_hl_shift(const double *x, size_t nx, const double *y, size_t ny, double confidence,
                                      hpcab_hl_result *out);

/**
 * The same on a ratio scale: the shift of log(ref) - log(cand), exponentiated, so that `estimate` is
 * the Hodges–Lehmann estimate of ref / cand (a speedup when ref and cand are the reference's and the
 * candidate's times: > 1 means the candidate is faster) and [lo, hi] its interval. Fails as
 * hpcab_hl_shift does, and with HPCAB_E_INVALID for a value that is not finite and positive.
 */
HPCAB_API hpcab_status hpcab_hl_ratio(const double *ref, size_t nref, const double *cand, size_t ncand,
                                      double confidence, hpcab_hl_result *out);

HPCAB_END_DECLS

#endif /* HPCAB_HODGES_LEHMANN_H */

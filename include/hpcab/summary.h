/*
 * hpcab/summary.h — the five-number summary of a sample (minimum, quartiles, median, maximum) with
 * its interquartile range, quartiles by numpy.percentile's default (linear) method.
 */
#ifndef HPCAB_SUMMARY_H
#define HPCAB_SUMMARY_H

#include "hpcab/common.h"
#include "hpcab/error.h"

HPCAB_BEGIN_DECLS

/** Result of hpcab_summary_compute. Set `size = sizeof(hpcab_summary)` before the call. */
typedef struct hpcab_summary {
  size_t size;
  size_t n;      /**< number of values */
  double min;    /**< smallest value */
  double q1;     /**< 25th percentile: numpy.percentile(x, 25), linear interpolation */
  double median; /**< numpy.median(x) */
  double q3;     /**< 75th percentile */
  double max;    /**< largest value */
  double iqr;    /**< q3 - q1 */
  double mean;   /**< arithmetic mean */
} hpcab_summary;

/**
 * Summarizes x[0..n) (x is not changed). The q-th quantile of the sorted values s is
 * s[k] + f (s[k+1] - s[k]) with k + f = q (n - 1), as numpy.percentile's default. Fails with
 * HPCAB_E_INVALID for a NULL pointer, n = 0, a NaN value or a result size too small; HPCAB_E_NOMEM.
 */
HPCAB_API hpcab_status hpcab_summary_compute(const double *x, size_t n, hpcab_summary *out);

HPCAB_END_DECLS

#endif /* HPCAB_SUMMARY_H */

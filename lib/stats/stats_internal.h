/*
 * lib/stats/stats_internal.h — helpers shared by the files of lib/stats (not exported).
 */
#ifndef HPCAB_STATS_INTERNAL_H
#define HPCAB_STATS_INTERNAL_H

#include <stddef.h>

/** qsort comparison of doubles, ascending (no NaN). */
int hpcab__double_cmp(const void *a, const void *b);

/** The q-quantile of sorted s[0..n), n > 0, by linear interpolation (numpy.percentile's default). */
double hpcab__quantile_sorted(const double *s, size_t n, double q);

#endif /* HPCAB_STATS_INTERNAL_H */

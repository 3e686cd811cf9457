/*
 * lib/stats/summary.c — five-number summaries of samples (hpcab/summary.h) and the quantile helper the
 * other statistics share.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/summary.h"
#include "internal.h"
#include "first_layouts.h"
#include "stats_internal.h"

int hpcab__double_cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

double hpcab__quantile_sorted(const double *s, size_t n, double q)
{
  double pos = q * (double)(n - 1);
  size_t lo = (size_t)pos;
  if (lo + 1 >= n) return s[n - 1];
  return s[lo] + (pos - (double)lo) * (s[lo + 1] - s[lo]);
}

HPCAB_API hpcab_status hpcab_summary_compute(const double *x, size_t n, hpcab_summary *out)
{
  if (hpcab__struct_check(out, HPCAB__FIRST_SUMMARY, SIZE_MAX, "hpcab_summary_compute: result")) return HPCAB_E_INVALID;
  if (!x || n == 0) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_summary_compute: %s", x ? "no values" : "NULL values");
  for (size_t i = 0; i < n; i++)
    if (isnan(x[i])) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_summary_compute: value [%zu] is NaN", i);
  double *s = malloc(n * sizeof *s);
  if (!s) return hpcab__nomem("summary", n * sizeof *s);
  memcpy(s, x, n * sizeof *s);
  qsort(s, n, sizeof *s, hpcab__double_cmp);
  long double sum = 0;
  for (size_t i = 0; i < n; i++) sum += s[i];
  hpcab_summary r = {.size = sizeof r, .n = n, .min = s[0], .max = s[n - 1]};
  r.q1 = hpcab__quantile_sorted(s, n, 0.25);
  r.median = n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
  r.q3 = hpcab__quantile_sorted(s, n, 0.75);
  r.iqr = r.q3 - r.q1;
  r.mean = (double)(sum / (long double)n);
  free(s);
  return hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_SUMMARY, "hpcab_summary_compute");
}

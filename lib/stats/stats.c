/*
 * lib/stats/stats.c — geometric means with log-t intervals, one-sample t-tests, Benjamini–Hochberg
 * q-values and the exact McNemar test (hpcab/stats.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/probability.h"
#include "hpcab/stats.h"
#include "hpcab/mwu.h"
#include "internal.h"
#include "first_layouts.h"

/* Mean and sample standard deviation (ddof 1; NaN for n = 1) of v[0..n), two passes. */
static void mean_sd(const double *v, size_t n, double *mean, double *sd)
{
  double s = 0;
  for (size_t i = 0; i < n; i++) s += v[i];
  double m = s / (double)n, ss = 0;
  for (size_t i = 0; i < n; i++) ss += (v[i] - m) * (v[i] - m);
  *mean = m;
  *sd = n > 1 ? sqrt(ss / (double)(n - 1)) : NAN;
}

static hpcab_status geomean_ci_impl(const double *x, size_t n, double confidence, hpcab_geomean_result *out)
{
  if (!x || n == 0) return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: no values");
  if (!(confidence > 0 && confidence < 1))
    return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: confidence = %g is not in (0, 1)", confidence);
  double *lg = malloc(n * sizeof *lg);
  if (!lg) return hpcab__nomem("geometric mean", n * sizeof *lg);
  for (size_t i = 0; i < n; i++) {
    if (!(isfinite(x[i]) && x[i] > 0)) {
      free(lg);
      return hpcab__seterr(HPCAB_E_INVALID, "geometric mean: value [%zu] = %g is not finite and positive", i, x[i]);
    }
    lg[i] = log(x[i]);
  }
  double m, sd;
  mean_sd(lg, n, &m, &sd);
  free(lg);
  out->n = n;
  out->log_mean = m;
  out->log_sd = sd;
  out->geomean = exp(m);
  if (n < 2) {
    out->lo = out->hi = NAN;
  } else {
    double half = hpcab_t_quantile(0.5 * (1.0 + confidence), (double)(n - 1)) * (sd / sqrt((double)n));
    out->lo = exp(m - half);
    out->hi = exp(m + half);
  }
  return HPCAB_OK;
}

hpcab_status hpcab_geomean_ci(const double *x, size_t n, double confidence, hpcab_geomean_result *out)
{
  hpcab_geomean_result r = {.size = sizeof r};
  hpcab_status st = hpcab__struct_check(out, HPCAB__FIRST_GEOMEAN_RESULT, SIZE_MAX, "geometric mean: result");
  if (st == HPCAB_OK) st = geomean_ci_impl(x, n, confidence, &r);
  if (st == HPCAB_OK) st = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_GEOMEAN_RESULT, "geometric mean: result");
  return st;
}

static hpcab_status ttest_1samp_impl(const double *x, size_t n, double mu, hpcab_alternative alternative,
                                     hpcab_ttest_result *out)
{
  if (!x || n < 2) return hpcab__seterr(HPCAB_E_INVALID, "t-test: needs at least 2 values (got %zu)", x ? n : 0);
  if (alternative != HPCAB_TWO_SIDED && alternative != HPCAB_LESS && alternative != HPCAB_GREATER)
    return hpcab__seterr(HPCAB_E_INVALID, "t-test: unknown alternative %d", (int)alternative);
  if (!isfinite(mu)) return hpcab__seterr(HPCAB_E_INVALID, "t-test: mu = %g is not finite", mu);
  for (size_t i = 0; i < n; i++)
    if (!isfinite(x[i])) return hpcab__seterr(HPCAB_E_INVALID, "t-test: value [%zu] = %g is not finite", i, x[i]);
  double m, sd;
  mean_sd(x, n, &m, &sd);
  double df = (double)(n - 1), d = m - mu, t;
  if (sd > 0)
    t = d / (sd / sqrt((double)n));
  else
    t = d > 0 ? INFINITY : d < 0 ? -INFINITY : 0.0;
  double p;
  if (sd == 0 && d == 0)
    p = 1.0;
  else if (alternative == HPCAB_LESS)
    p = hpcab_t_cdf(t, df);
  else if (alternative == HPCAB_GREATER)
    p = hpcab_t_cdf(-t, df);
  else
    p = fmin(1.0, 2.0 * hpcab_t_cdf(-fabs(t), df));
  out->t = t;
  out->df = df;
  out->p = p;
  return HPCAB_OK;
}

hpcab_status hpcab_ttest_1samp(const double *x, size_t n, double mu, hpcab_alternative alternative,
                               hpcab_ttest_result *out)
{
  hpcab_ttest_result r = {.size = sizeof r};
  hpcab_status st = hpcab__struct_check(out, HPCAB__FIRST_TTEST_RESULT, SIZE_MAX, "t-test: result");
  if (st == HPCAB_OK) st = ttest_1samp_impl(x, n, mu, alternative, &r);
  if (st == HPCAB_OK) st = hpcab__struct_out(out, &r, sizeof r, HPCAB__FIRST_TTEST_RESULT, "t-test: result");
  return st;
}

typedef struct {
  double p;
  size_t i;
} indexed;

static int indexed_cmp(const void *a, const void *b)
{
  const indexed *x = a, *y = b;
  if (x->p != y->p) return (x->p > y->p) - (x->p < y->p);
  return (x->i > y->i) - (x->i < y->i);
}

hpcab_status hpcab_bh_adjust(const double *p, size_t n, double *q)
{
  if (n == 0) return HPCAB_OK;
  if (!p || !q) return hpcab__seterr(HPCAB_E_INVALID, "benjamini-hochberg: NULL p-values or output");
  for (size_t i = 0; i < n; i++)
    if (!(p[i] >= 0 && p[i] <= 1))
      return hpcab__seterr(HPCAB_E_INVALID, "benjamini-hochberg: p[%zu] = %g is not in [0, 1]", i, p[i]);
  size_t bytes;
  if (!hpcab__size_mul(n, sizeof(indexed), &bytes)) return hpcab__nomem("benjamini-hochberg", SIZE_MAX);
  indexed *s = malloc(bytes);
  if (!s) return hpcab__nomem("benjamini-hochberg", bytes);
  for (size_t i = 0; i < n; i++) s[i] = (indexed){p[i], i};
  qsort(s, n, sizeof *s, indexed_cmp);
  double m = (double)n;
  for (size_t r = 0; r < n; r++) s[r].p *= m / (double)(r + 1);
  for (size_t r = n - 1; r-- > 0;)
    if (s[r + 1].p < s[r].p) s[r].p = s[r + 1].p;
  for (size_t r = 0; r < n; r++) q[s[r].i] = s[r].p > 1 ? 1.0 : s[r].p;
  free(s);
  return HPCAB_OK;
}

double hpcab_mcnemar_exact(uint64_t b, uint64_t c)
{
  uint64_t n = b + c, k = b < c ? b : c;
  if (n == 0 || b + c < b || 2 * k >= n) return 1.0;
  /* P(X <= k) = C(n, k) 2^-n * sum_{j <= k} C(n, j) / C(n, k); the terms fall geometrically
   * (ratio j / (n - j + 1) < 1) so the sum stops once they no longer count. */
  long double sum = 0, term = 1;
  uint64_t steps = 0;
  for (uint64_t j = k;; j--) {
    sum += term;
    /* about 4 sqrt(n) terms count; the cap only binds beyond n ~ 1e14 */
    if (j == 0 || term < 1e-21L * sum || ++steps > 40000000) break;
    term *= (long double)j / (long double)(n - j + 1);
  }
  /* log C(n, k) - n log 2 by a product when short, lgamma otherwise */
  long double lc;
  if (k <= 100000) {
    lc = 0;
    long double prod = 1;
    for (uint64_t j = 1; j <= k; j++) {
      prod *= (long double)(n - k + j) / (long double)j;
      if (prod > 1e300L) {
        lc += logl(prod);
        prod = 1;
      }
    }
    lc += logl(prod);
  } else {
    lc = lgammal((long double)n + 1) - lgammal((long double)k + 1) - lgammal((long double)(n - k) + 1);
  }
  long double p = 2.0L * expl(lc - (long double)n * logl(2.0L)) * sum;
  return p > 1 ? 1.0 : (double)p;
}
